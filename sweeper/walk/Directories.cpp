#include "walk/Directories.h"
#include <algorithm>
#include <condition_variable>
#include <iterator>
#include <mutex>
#include <system_error>
#include <thread>

namespace sweeper {

namespace {
struct Queue {
  std::mutex Lock;
  std::condition_variable Ready;
  std::vector<std::string> Stack;
  unsigned Busy = 0;
};

void work(Queue &Q, unsigned Thread,
          llvm::function_ref<void(unsigned, const std::string &,
                                  std::vector<std::string> &)>
              List) {
  std::vector<std::string> Found;
  std::unique_lock<std::mutex> G(Q.Lock);
  for (;;) {
    Q.Ready.wait(G, [&] { return !Q.Stack.empty() || Q.Busy == 0; });
    if (Q.Stack.empty())
      return;
    std::string Dir = std::move(Q.Stack.back());
    Q.Stack.pop_back();
    ++Q.Busy;
    G.unlock();
    Found.clear();
    List(Thread, Dir, Found);
    G.lock();
    --Q.Busy;
    std::move(Found.begin(), Found.end(), std::back_inserter(Q.Stack));
    Q.Ready.notify_all();
  }
}
} // namespace

void listDirectories(unsigned Threads, std::vector<std::string> Start,
                     llvm::function_ref<void(unsigned, const std::string &,
                                             std::vector<std::string> &)>
                         List) {
  Queue Q;
  Q.Stack = std::move(Start);
  std::vector<std::thread> Pool;
  // -j 1024 under an address-space limit cannot start them all: the walk
  // goes on with those that started.
  for (unsigned T = 1; T < std::max(1u, Threads); ++T)
    try {
      Pool.emplace_back([&Q, T, List] { work(Q, T, List); });
    } catch (const std::system_error &) {
      break;
    }
  work(Q, 0, List);
  for (std::thread &T : Pool)
    T.join();
}

} // namespace sweeper
