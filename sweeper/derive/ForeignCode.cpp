#include "derive/ForeignCode.h"
#include "core/FileKind.h"
#include "derive/LiveFiles.h"
#include "derive/Tokens.h"
#include "derive/VendoredPackages.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include <map>

namespace sweeper {
namespace {

/// A license statement stands at a file's head.
constexpr size_t HeadBytes = 4096;
/// Fewer of the tree's own files stating a license say nothing of which
/// licenses are its own; a license is the tree's own when a tenth of them,
/// and this many at least, state it.
constexpr unsigned MinOwnFiles = 5, MinStating = 3;

/// `Apache-2.0` -> `apache`, `GPL-2.0-or-later` -> `gpl`.
std::string family(llvm::StringRef Id) {
  return Id.take_until([](char C) { return C == '-' || C == '+' || C == '.'; })
      .lower();
}

/// The license families a statement may name; another word (`NONE`,
/// `NOASSERTION`, a typo) states no license.
bool knownFamily(llvm::StringRef F) {
  return llvm::is_contained(
      {"apache",    "mit",      "bsd",  "0bsd", "zlib", "gpl",
       "lgpl",      "agpl",     "mpl",  "isc",  "curl", "bsl",
       "unlicense", "cc0",      "epl",  "cddl", "psf",  "python",
       "openssl",   "artistic", "ncsa", "x11",  "boost"},
      F);
}

/// Whether the text before \p At on its line is only comment leaders: an
/// SPDX line is a comment of its own, not text inside a string.
bool startsComment(llvm::StringRef Head, size_t At) {
  llvm::StringRef Before = Head.take_front(At);
  Before = Before.substr(Before.find_last_of('\n') + 1);
  return Before.find_first_not_of(" \t/*#;-!<") == llvm::StringRef::npos;
}

void spdx(llvm::StringRef Head, std::set<std::string> &Out) {
  static constexpr llvm::StringLiteral Tag = "SPDX-License-Identifier:";
  for (size_t At = Head.find(Tag); At != llvm::StringRef::npos;
       At = Head.find(Tag, At + 1)) {
    if (!startsComment(Head, At))
      continue;
    llvm::StringRef Expr =
        Head.drop_front(At + Tag.size()).take_until([](char C) {
          return C == '\n' || C == '\r';
        });
    Expr = Expr.take_front(Expr.find("*/")).take_front(Expr.find("-->"));
    llvm::SmallVector<llvm::StringRef, 8> Words;
    llvm::SplitString(Expr, Words, " \t()");
    for (size_t I = 0; I < Words.size(); ++I) {
      if (Words[I] == "WITH" || Words[I] == "with")
        ++I; // an exception to the license before it, no license itself
      else if (std::string F = family(Words[I]); knownFamily(F))
        Out.insert(F);
    }
  }
}

/// The opening words of the license texts files quote instead of an
/// SPDX line.
const std::pair<const char *, const char *> Quoted[] = {
    {"Licensed under the Apache License", "apache"},
    {"Apache License, Version 2.0", "apache"},
    {"Permission is hereby granted, free of charge, to any person", "mit"},
    {"This software is provided 'as-is', without any express", "zlib"},
    {"Redistribution and use in source and binary forms", "bsd"},
    {"BSD-style license", "bsd"},
    {"GNU Lesser General Public License", "lgpl"},
    {"GNU Library General Public License", "lgpl"},
    {"GNU General Public License", "gpl"},
    {"Mozilla Public License", "mpl"},
};

struct DirCount {
  unsigned Files = 0, Foreign = 0;
};

} // namespace

std::set<std::string> licensesStated(llvm::StringRef Head) {
  std::set<std::string> Out;
  spdx(Head, Out);
  if (!Out.empty())
    return Out;
  for (const auto &[Words, Family] : Quoted)
    if (Head.contains(Words))
      Out.insert(Family);
  // The LGPL's text names the GPL it departs from.
  if (Out.count("lgpl"))
    Out.erase("gpl");
  return Out;
}

namespace {

bool vendoredByName(llvm::StringRef Path) {
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  Path.split(Parts, '/');
  return llvm::any_of(Parts, vendoredRoot);
}

/// Vendored code is C, C++ or Python: build files, scripts and CI
/// configuration under another license are the project's own still.
bool isCode(llvm::StringRef Path) {
  FileKind K = classifyPath(Path);
  return K == FileKind::Cxx || K == FileKind::Python;
}

/// What the removal wrote is its own, never vendored, and says nothing of
/// the tree's licenses.
bool written(llvm::StringRef Path, const DerivedPack &D) {
  return D.Added.count(Path.str()) || D.Touched.count(Path.str());
}

/// The license families that a tenth of the tree's own files stating one
/// state (three at least), or none when too few state one.
std::set<std::string> ownLicenses(const std::vector<std::set<std::string>> &L,
                                  const std::vector<bool> &Skip) {
  std::map<std::string, unsigned> Count;
  unsigned Stating = 0;
  for (size_t I = 0; I < L.size(); ++I)
    if (!Skip[I] && !L[I].empty()) {
      ++Stating;
      for (const std::string &F : L[I])
        ++Count[F];
    }
  std::set<std::string> Out;
  if (Stating < MinOwnFiles)
    return Out;
  for (const auto &[F, N] : Count)
    if (N * 10 >= Stating && N >= MinStating)
      Out.insert(F);
  return Out;
}

/// Two files at least, and every one code under a license of its own.
bool foreign(const DirCount &C) { return C.Files >= 2 && C.Foreign == C.Files; }

std::string joined(const std::set<std::string> &S) {
  return llvm::join(S.begin(), S.end(), ", ");
}

} // namespace

bool inVendoredCode(llvm::StringRef Path, const DerivedPack &D) {
  auto It = D.ForeignCode.upper_bound(Path.str());
  return vendoredByName(Path) || (It != D.ForeignCode.begin() &&
                                  Path.starts_with(std::prev(It)->first));
}

void findForeignCode(const KeptTree &Kept, DerivedPack &D) {
  size_t N = Kept.Paths.size();
  std::vector<std::set<std::string>> L(N);
  std::vector<bool> Skip(N);
  for (size_t I = 0; I < N; ++I) {
    Skip[I] = vendoredByName(Kept.Paths[I]) || written(Kept.Paths[I], D);
    if (Kept.Texts[I] && isCode(Kept.Paths[I]))
      L[I] =
          licensesStated(llvm::StringRef(*Kept.Texts[I]).take_front(HeadBytes));
  }
  std::set<std::string> Own = ownLicenses(L, Skip);
  if (Own.empty())
    return;
  llvm::StringMap<DirCount> Dirs;
  std::map<std::string, std::set<std::string>> Stated;
  for (size_t I = 0; I < N; ++I) {
    if (vendoredByName(Kept.Paths[I]))
      continue;
    bool Foreign =
        !Skip[I] && !L[I].empty() &&
        llvm::none_of(L[I], [&](const std::string &F) { return Own.count(F); });
    for (llvm::StringRef Dir = llvm::sys::path::parent_path(Kept.Paths[I]);
         !Dir.empty(); Dir = llvm::sys::path::parent_path(Dir)) {
      DirCount &C = Dirs[Dir];
      ++C.Files;
      C.Foreign += Foreign;
      Stated[Dir.str()].insert(L[I].begin(), L[I].end());
    }
  }
  for (const auto &[Dir, Families] : Stated) {
    llvm::StringRef Parent = llvm::sys::path::parent_path(Dir);
    if (!foreign(Dirs.lookup(Dir)) ||
        (!Parent.empty() && foreign(Dirs.lookup(Parent))))
      continue;
    D.ForeignCode[Dir + "/"] =
        llvm::formatv("its {0} files are code stating {1}; the tree's own "
                      "state {2}",
                      Dirs.lookup(Dir).Files, joined(Families), joined(Own));
  }
}

void keepForeignFileStems(const KeptTree &Kept, DerivedPack &D) {
  // A project file that lists such a file (SDL's Visual Studio projects
  // list `vulkan_directfb.h`) names vendored code, which is kept.
  std::vector<std::string> Files;
  for (const std::string &P : Kept.Paths)
    if (inVendoredCode(P, D) && !vendoredByName(P))
      Files.push_back(P);
  if (std::unique_ptr<Matcher> Tok = tokenMatcher(D.Tokens); !Tok->empty())
    keepFileStems(Files, *Tok, D);
}

} // namespace sweeper
