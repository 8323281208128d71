// The registries: structural checks (StructuralChecks.def) and the path
// helpers every layer shares (core/FileKind).
#include "core/CheckRegistry.h"
#include "core/FileKind.h"
#include "core/Paths.h"
#include "structure/Structure.h"
#include <catch2/catch.hpp>
#include <set>

using namespace sweeper;

TEST_CASE("every structural check reports a distinct registered id") {
  std::vector<CheckId> Ids = structuralCheckIds();
  REQUIRE(Ids.size() == 9);
  std::set<std::string> Names;
  for (CheckId Id : Ids) {
    INFO("check " << checkInfo(Id).Name.str());
    CHECK(Names.insert(checkInfo(Id).Name.str()).second);
  }
  CHECK(Names.count("docs-table-cells"));
  CHECK(Names.count("swiftpm-missing-target"));
}

TEST_CASE("translation units are C, C++ and Objective-C sources") {
  for (const char *P :
       {"a.c", "a.cc", "a.cpp", "a.cxx", "a.c++", "a.m", "a.mm", "dir/A.CPP"}) {
    INFO(P);
    CHECK(isTranslationUnitPath(P));
    CHECK(classifyPath(P) == FileKind::Cxx);
  }
  for (const char *P : {"a.h", "a.hpp", "a.cu", "a.metal", "a.txt", "c"}) {
    INFO(P);
    CHECK_FALSE(isTranslationUnitPath(P));
  }
}

TEST_CASE("a name's last dot starts its extension, in any case") {
  CHECK(classifyPath("a.d/README.MD") == FileKind::Markdown);
  CHECK(classifyPath("x.py/y") == FileKind::Text); // a directory's dot
  CHECK(classifyPath(".yml") == FileKind::Yaml);   // LLVM's reading, kept
  CHECK(classifyPath("a/.gitmodules") == FileKind::Gitmodules);
  CHECK(classifyPath("a.tar.gz") == FileKind::Text);
  CHECK(classifyPath("a.averyveryverylongextension") == FileKind::Text);
  CHECK(classifyPath("dir/") == FileKind::Text);
  CHECK(classifyPath("..") == FileKind::Text);
  CHECK(classifyPath("run", "#!/usr/bin/env python3") == FileKind::Python);
}

TEST_CASE("CI workflow paths") {
  CHECK(isCIWorkflowPath(".github/workflows/trunk.yml"));
  CHECK(isCIWorkflowPath("sub/.github/workflows/a.yml"));
  CHECK(isCIWorkflowPath(".circleci/config.yml"));
  CHECK(isCIWorkflowPath(".gitlab-ci.yml"));
  CHECK_FALSE(isCIWorkflowPath("docs/workflows/a.yml"));
}

TEST_CASE("build and GPU file names get their kinds") {
  for (const char *P :
       {"Makefile", "lib/Makefile.inc", "Makefile.am", "docs/Makefile.in",
        "rules.mk", "configure.ac", "m4/ax_nova.m4"}) {
    INFO(P);
    CHECK(classifyPath(P) == FileKind::Make);
  }
  for (const char *P : {"k.cuh", "k.hip", "a.inl", "a.ipp", "a.tcc", "k.cl",
                        "s.comp", "s.glsl", "s.hlsl"}) {
    INFO(P);
    CHECK(classifyPath(P) == FileKind::Cxx);
  }
}
