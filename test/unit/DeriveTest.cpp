// Derivation's pieces that need no repository: symbol extraction, token
// choice and redefinitions on in-memory trees.
#include "derive/Derive.h"
#include "DeriveUtil.h"
#include "derive/DefaultAllows.h"
#include "derive/Definitions.h"
#include "derive/EmbeddedLines.h"
#include "derive/ForeignCode.h"
#include "derive/KeptNames.h"
#include "derive/KeptTree.h"
#include "derive/LaterReuse.h"
#include "derive/QualifiedNames.h"
#include "derive/Switches.h"
#include "derive/TokenSpellings.h"
#include "derive/Tokens.h"
#include "derive/UnsetVariables.h"
#include "kinds/cxx/CxxSymbols.h"
#include <catch2/catch.hpp>
#include <set>
#include <yaml-cpp/yaml.h>

using namespace sweeper;
using namespace sweeper::test;

TEST_CASE("C++ symbols after consecutive directives", "[derive]") {
  // The token after a skipped directive may itself start a directive; read
  // as code, `#if defined(X)` once made `defined` a function and hid the
  // real one.
  std::map<std::string, std::vector<std::string>> Out;
  extractCxxSymbols("#include \"a.h\"\n"
                    "#if defined(USE_ZETA)\n"
                    "#define ZETA_ON 1\n"
                    "int kept_function(void) { return 1; }\n"
                    "#endif\n",
                    Out);
  REQUIRE(Out.count("C/C++ function"));
  CHECK(Out["C/C++ function"] == std::vector<std::string>{"kept_function"});
  CHECK(Out["C/C++ macro"] == std::vector<std::string>{"ZETA_ON"});
}

TEST_CASE("C variables defined at namespace scope", "[derive]") {
  // mpv registered each video output as a global `vo_driver`, and its kept
  // list of outputs named it after the file went.
  std::map<std::string, std::vector<std::string>> Out;
  extractCxxSymbols("const struct vo_driver video_out_nova = {\n"
                    "    .name = \"nova\",\n};\n"
                    "static int nova_count = 0;\n"
                    "template <typename Alloc = int> struct Pool {};\n"
                    "using NovaAlias = int;\n"
                    "enum { NOVA_ONE = 1 };\n"
                    "void nova_run(int depth = 2) { int local = 1; }\n",
                    Out, /*SourceFile=*/true);
  CHECK(Out["C/C++ variable"] == std::vector<std::string>{"video_out_nova"});
  CHECK(Out[FileLocalName] == std::vector<std::string>{"nova_count"});
  CHECK(Out["C/C++ function"] == std::vector<std::string>{"nova_run"});
}

TEST_CASE("a backend in a few files of a kept directory gets its token",
          "[derive][tokens]") {
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedFiles = {"src/lib-nova.cpp", "src/lib-nova.h"};
  RemovedText R = removedOf(
      {{"src/lib-nova.cpp", "int nova_backend_init(void) { return proj_x(); }\n"
                            "void nova_backend_free(void) {}\n"},
       {"src/lib-nova.h", "int nova_backend_init(void);\n"}});
  D.Symbols["C/C++ function"] = {"nova_backend_free", "nova_backend_init"};
  KeptTree K = projectTree({{"src/main.c", "#ifdef PROJ_USE_NOVA\n#endif\n"}});
  chooseTokens(R, K, KeptTree(), D);
  CHECK(D.Tokens == std::vector<std::string>{"nova", "libnova"});
  const TokenCandidate *Nova = candidate(D, "nova");
  REQUIRE(Nova);
  CHECK(Nova->Files == 2);
  CHECK(Nova->GroupFiles == 2);
  CHECK(Nova->Symbols == 2);
  const TokenCandidate *Lib = candidate(D, "lib");
  REQUIRE(Lib);
  CHECK(Lib->Rejected == "a generic word");
  const TokenCandidate *Proj = candidate(D, "proj");
  CHECK_FALSE(Proj); // never a candidate: no removed path or name carries it
  const TokenCandidate *Backend = candidate(D, "backend");
  REQUIRE(Backend);
  CHECK(Backend->Rejected == "a generic word");
}

TEST_CASE("a removal of one file is named by its name's own word",
          "[derive][tokens]") {
  DerivedPack D;
  D.RepoRoot = "/work/player";
  D.RemovedFiles = {"audio/out/ao_lumio.c"};
  RemovedText R = removedOf(
      {{"audio/out/ao_lumio.c", "// lumio output\n#include <lumio.h>\n"
                                "static struct lumio_hdl *h; // lumio\n"}});
  KeptTree K = projectTree({{"audio/out/ao_alsa.c", "int alsa;\n"},
                            {"audio/out/ao.c", "// ao_lumio was here\n"}});
  chooseTokens(R, K, KeptTree(), D);
  CHECK(D.Tokens == std::vector<std::string>{"lumio", "liblumio"});
  // A word of a kept file's name is no single file's own.
  const TokenCandidate *Ao = candidate(D, "ao");
  REQUIRE(Ao);
  CHECK_FALSE(Ao->Rejected.empty());
  // Two files, one carrying the word: no removal of one file.
  DerivedPack Two;
  Two.RepoRoot = "/work/player";
  Two.RemovedFiles = {"audio/out/ao_lumio.c", "audio/out/ao_other.c"};
  RemovedText R2 =
      removedOf({{"audio/out/ao_lumio.c", "// lumio lumio lumio\n"},
                 {"audio/out/ao_other.c", "int other;\n"}});
  chooseTokens(R2, K, KeptTree(), Two);
  CHECK(llvm::find(Two.Tokens, "lumio") == Two.Tokens.end());
}

TEST_CASE("the project's prefix and a generic removed folder are no tokens",
          "[derive][tokens]") {
  DerivedPack D;
  D.RepoRoot = "/work/checkout"; // not named for the project
  D.RemovedDirs = {"backends/orion/", "backends/other/helpers/"};
  RemovedText R = removedOf(
      {{"backends/orion/orion.c", "int proj_orion_run(void);\n"},
       {"backends/orion/orion_ops.c", "int proj_orion_add(void);\n"},
       {"backends/other/helpers/strings.c", "int proj_trim(void);\n"}});
  D.Symbols["C/C++ function"] = {"proj_orion_add", "proj_orion_run",
                                 "proj_trim"};
  KeptTree K =
      projectTree({{"backends/other/other.c", "#include \"helpers/x.h\"\n"}});
  chooseTokens(R, K, KeptTree(), D);
  CHECK(D.Tokens == std::vector<std::string>{"orion", "liborion"});
  const TokenCandidate *Helpers = candidate(D, "helpers");
  REQUIRE(Helpers);
  CHECK(Helpers->Rejected == "a generic word");
  const TokenCandidate *Proj = candidate(D, "proj");
  REQUIRE(Proj);
  INFO(Proj->Rejected);
  CHECK(llvm::StringRef(Proj->Rejected).starts_with("in 30 of 31 kept files"));
}

TEST_CASE("names three removed names share are a family token",
          "[derive][tokens]") {
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedFiles = {"src/accel.c"};
  RemovedText R = removedOf(
      {{"src/accel.c", "void nv_cl_init(void);\nvoid nv_cl_mul_mat(void);\n"
                       "void nv_cl_free(void);\n"}});
  D.Symbols["C/C++ function"] = {"nv_cl_free", "nv_cl_init", "nv_cl_mul_mat"};
  KeptTree K = projectTree({{"src/math.c", "int nv_clamp(int);\n"}});
  chooseTokens(R, K, KeptTree(), D);
  REQUIRE(candidate(D, "nv_cl"));
  CHECK(candidate(D, "nv_cl")->Family);
  CHECK(llvm::is_contained(D.Tokens, "nv_cl"));
  CHECK_FALSE(llvm::is_contained(D.Tokens, "nv_cl_mul")); // two names only
}

TEST_CASE("a name a later change reuses is no token", "[derive][tokens]") {
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedDirs = {"src/video/gizmo/"};
  RemovedText R = removedOf(
      {{"src/video/gizmo/gizmo_fb.cpp", "void GIZMO_CreateFb(void);\n"},
       {"src/video/gizmo/gizmo_video.cpp", "void GIZMO_Init(void);\n"}});
  D.Symbols["C/C++ function"] = {"GIZMO_CreateFb", "GIZMO_Init"};
  KeptTree K = projectTree({});
  KeptTree Later = projectTree({{"src/video/gizmo/gizmo_video.c", "x\n"}});
  chooseTokens(R, K, Later, D);
  CHECK(D.Tokens.empty());
  REQUIRE(candidate(D, "gizmo"));
  CHECK(candidate(D, "gizmo")->Rejected ==
        "names 1 paths added after the removal (a later change reuses the "
        "name)");
}

TEST_CASE("names kept code defines below the top level are dropped",
          "[derive]") {
  DerivedPack D;
  D.Symbols["Python class"] = {"MODEL_TYPE_NAME"};
  D.Symbols["Python function"] = {"dump_bundled_program", "export_nova_model"};
  KeptTree K = treeOf(
      {{"export/util.py", "class Exporter:\n    class MODEL_TYPE_NAME:\n"
                          "        pass\n"
                          "def save(dump_bundled_program: bool = False):\n"
                          "    pass\n"},
       {"scripts/run.sh", "export_nova_model=1 ./run\n"}});
  dropRedefined(D, K);
  REQUIRE(D.Symbols.count("Python function"));
  // The shell assignment sets the removed name; it does not define it.
  CHECK(D.Symbols["Python function"] ==
        std::vector<std::string>{"export_nova_model"});
  CHECK_FALSE(D.Symbols.count("Python class"));
}

TEST_CASE("keywords and reserved names are never removed names", "[derive]") {
  // A vendored header in the removed directory `#define`d __attribute__;
  // a removed folder was named `template`.
  DerivedPack D;
  D.Symbols["C/C++ macro"] = {"__attribute__", "_Static_assert",
                              "NOVA_QUEUE_DEPTH"};
  D.Symbols["C/C++ function"] = {"__builtin_amdgcn_wmma_f16",
                                 "nova_queue_submit"};
  dropRedefined(D, treeOf({}));
  CHECK(D.Symbols["C/C++ macro"] ==
        std::vector<std::string>{"NOVA_QUEUE_DEPTH"});
  CHECK(D.Symbols["C/C++ function"] ==
        std::vector<std::string>{"nova_queue_submit"});
  DerivedPack T;
  T.RepoRoot = "/work/proj";
  T.RemovedDirs = {"apps/template/"};
  RemovedText R =
      removedOf({{"apps/template/template.cc", "template <int N>"
                                               " struct X {};\n"},
                 {"apps/template/run.cc", "template <int N> f;\n"}});
  chooseTokens(R, projectTree({}), KeptTree(), T);
  REQUIRE(candidate(T, "template"));
  CHECK(candidate(T, "template")->Rejected ==
        "a language keyword or reserved name");
}

TEST_CASE("a feature's files name the library their text wraps",
          "[derive][tokens]") {
  // Two loose files, fattn-wmma-f16.*, wrap rocwmma; the kept CUDA code
  // defines wmma names of its own, so `wmma` is its word, `rocwmma` the
  // removal's.
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedFiles = {"src/cuda/fattn-wmma-f16.cu", "src/cuda/fattn-wmma-f16.h"};
  std::string Body = "#include <rocwmma/rocwmma.hpp>\n"
                     "rocwmma::fragment a; rocwmma::fragment b;\n"
                     "void proj_fattn_wmma_f16(void) { rocwmma::mma(a, b); }\n"
                     "#define PROJ_USE_WMMA_FATTN\n";
  RemovedText R = removedOf({{"src/cuda/fattn-wmma-f16.cu", Body},
                             {"src/cuda/fattn-wmma-f16.h", Body}});
  D.Symbols["C/C++ function"] = {"proj_fattn_wmma_f16"};
  D.Symbols["C/C++ macro"] = {"PROJ_USE_WMMA_FATTN"};
  KeptTree K = projectTree(
      {{"src/cuda/common.h", "#define AMD_WMMA_AVAILABLE\n"
                             "static bool amd_wmma_available(int cc) {\n"
                             "  return cc > 0;\n}\n"
                             "void wmma_kernel_tile(void) {\n}\n"},
       {"src/cuda/hip.h", "#include <rocwmma/rocwmma-version.hpp>\n"}});
  chooseTokens(R, K, KeptTree(), D);
  CHECK(llvm::is_contained(D.Tokens, "rocwmma"));
  REQUIRE(candidate(D, "wmma"));
  CHECK(llvm::StringRef(candidate(D, "wmma")->Rejected)
            .starts_with("kept code defines 3 names of its own with it"));
}

TEST_CASE("members and locals kept C code declares are dropped", "[derive]") {
  DerivedPack D;
  D.Symbols["C/C++ function"] = {"request_target", "hyper_poll_request"};
  KeptTree K = treeOf({{"src/tool_cfgable.h", "struct cfg {\n"
                                              "  char *request_target;\n};\n"},
                       {"src/tool.c", "  return hyper_poll_request;\n"}});
  dropRedefined(D, K);
  CHECK(D.Symbols["C/C++ function"] ==
        std::vector<std::string>{"hyper_poll_request"});
}

TEST_CASE("a kept definition differing only in case drops a removed name",
          "[derive]") {
  // The removed shaders defined `block_q4_k`; the kept
  // shaders define `block_q4_K`, which a kept comment writes in lower case.
  DerivedPack D;
  D.Symbols["C/C++ type"] = {"block_q4_k", "shader_only_block"};
  KeptTree K =
      treeOf({{"src/types.comp", "struct block_q4_K {\n  int d;\n};\n"},
              {"src/repack.c", "// load the eight block_q4_k of a super block\n"
                               "  return shader_only_block;\n"}});
  dropRedefined(D, K);
  CHECK(D.Symbols["C/C++ type"] ==
        std::vector<std::string>{"shader_only_block"});
}

TEST_CASE("switches that only guarded removed code are removed, with why",
          "[derive][switches]") {
  DerivedPack D;
  D.RemovedFiles = {"src/gpu/attn-tc16.cuh"};
  D.RemovedNames = {"attn-tc16.cuh"};
  KeptTree K = treeOf(
      {{"src/gpu/attn.cu", "#ifdef PROJ_FAST_PATH // fast\n"
                           "#include \"attn-tc16.cuh\"\n#endif\n"
                           "#if defined(USE_METAL)\n"
                           "#include \"attn-tc16.cuh\"\n#endif\n"},
       {"src/other.c", "#ifdef USE_METAL\nint metal_only(void);\n#endif\n"},
       {"src/guarded.h", "#ifndef GUARDED_H\n#define GUARDED_H\n"
                         "#include \"attn-tc16.cuh\"\nint a;\nint b;\n"
                         "#endif\n"},
       {"CMakeLists.txt", "if(PROJ_ENABLE_FAST)\n"
                          "  add_compile_definitions(PROJ_FAST_PATH)\n"
                          "endif()\n"}});
  propagateSwitches(K, D);
  const std::string Kind = "switch that only served removed code";
  REQUIRE(D.Symbols.count(Kind));
  // The CMake option follows in a second round, through the macro it sets.
  CHECK(D.Symbols[Kind] ==
        std::vector<std::string>{"PROJ_FAST_PATH", "PROJ_ENABLE_FAST"});
  CHECK(D.SymbolReasons["PROJ_FAST_PATH"] ==
        "guards `#include \"attn-tc16.cuh\"` at src/gpu/attn.cu:2");
  CHECK(D.SymbolReasons["PROJ_ENABLE_FAST"] ==
        "guards `add_compile_definitions(PROJ_FAST_PATH)` at "
        "CMakeLists.txt:2");
}

TEST_CASE("a switch most of whose blocks serve removed code is removed",
          "[derive][switches]") {
  DerivedPack D;
  D.RemovedNames = {"ggml-opencl.h"};
  D.Symbols["C/C++ function"] = {"ggml_cl_init", "ggml_cl_mul"};
  KeptTree K =
      treeOf({{"src/ggml.c",
               "#if defined(PROJ_USE_CL)\n#include \"ggml-opencl.h\"\n#endif\n"
               "#ifdef PROJ_USE_CL\n  ggml_cl_init();\n#endif\n"
               "#ifdef PROJ_USE_CL\n  ggml_cl_mul(a);\n#endif\n"
               // Kept code under the switch: one block of four does not serve.
               "#ifdef PROJ_USE_CL\n  if (gpu) {\n    copy(a);\n  }\n#endif\n"
               // Reports the switch's state, names nothing: not counted.
               "int has_cl(void) {\n#if defined(PROJ_USE_CL)\n  return 1;\n"
               "#else\n  return 0;\n#endif\n}\n"
               // One block of three serves: not enough for a removed name.
               "#ifdef PROJ_FAST\n  ggml_cl_init();\n#endif\n"
               "#ifdef PROJ_FAST\n  fast(a);\n#endif\n"
               "#ifdef PROJ_FAST\n  faster(a);\n#endif\n"}});
  propagateSwitches(K, D);
  CHECK(D.Symbols["switch that only served removed code"] ==
        std::vector<std::string>{"PROJ_USE_CL"});
}

TEST_CASE("a nested block serves removed code if its condition is dead",
          "[derive][switches]") {
  // SDL's `if(_samplerate_type ...)` held a kept `set()` and an
  // `if(WIN32 OR OS2)`, which still runs on Windows: it serves kept code.
  // `#ifdef PROJ_OS9` runs only for removed code.
  DerivedPack D;
  D.Tokens = {"os9"};
  KeptTree K =
      treeOf({{"CMakeLists.txt", "if(_rate_type STREQUAL \"SHARED\")\n"
                                 "  set(HAVE_RATE_SHARED TRUE)\n"
                                 "  if(WIN32 OR OS9)\n    set(RATE_NAME a)\n"
                                 "  else()\n    set(RATE_NAME b)\n  endif()\n"
                                 "endif()\n"},
              {"src/a.c", "#ifdef PROJ_OLD_PATH\n#ifdef PROJ_OS9\n  open_a();\n"
                          "  open_b();\n  open_c();\n#endif\n#endif\n"},
              // `#ifndef X` that defines X gives it a default (SDL's SDLCALL):
              // no switch, whatever platforms its inner condition names.
              {"include/begin.h", "#ifndef PROJCALL\n"
                                  "#if defined(PROJ_OS9) || defined(_WIN32)\n"
                                  "#define PROJCALL __cdecl\n#else\n"
                                  "#define PROJCALL\n#endif\n#endif\n"}});
  propagateSwitches(K, D);
  CHECK(D.Symbols["switch that only served removed code"] ==
        std::vector<std::string>{"PROJ_OLD_PATH"});
}

TEST_CASE("a reserved name the build sets is the project's own switch",
          "[derive][switches]") {
  // GLFW's CMake did `set(_GLFW_MIR 1)`; its C code tested the macro
  // beside the removed backend's include. CPython's `_SC_XOPEN_CRYPT`
  // is <unistd.h>'s: no build file writes it.
  DerivedPack D;
  D.Tokens = {"nova"};
  D.RemovedNames = {"nova_platform.h"};
  KeptTree K = treeOf(
      {{"CMakeLists.txt", "if(PROJ_USE_NOVA)\n  set(_PROJ_NOVA 1)\nendif()\n"},
       {"src/internal.h", "#if defined(_PROJ_X11)\n#include \"x11.h\"\n"
                          "#elif defined(_PROJ_NOVA)\n"
                          "#include \"nova_platform.h\"\n#endif\n"},
       {"src/posix.c", "#ifdef _SC_XOPEN_NOVA\n"
                       "  {\"SC_XOPEN_NOVA\", _SC_XOPEN_NOVA},\n#endif\n"},
       // Probed or mentioned in a comment, not set: the system's.
       {"cmake/probe.cmake", "check_symbol_exists(_PROBE_NOVA x.h HAVE_P)\n"
                             "add_definitions(-D_SET_ELSE _READ_NOVA)\n"
                             "# we never set(_NOTE_NOVA 1)\n"},
       {"src/more.c", "#ifdef _PROBE_NOVA\n#include \"nova_platform.h\"\n"
                      "#endif\n#ifdef _NOTE_NOVA\n"
                      "#include \"nova_platform.h\"\n#endif\n"
                      "#ifdef _READ_NOVA\n#include \"nova_platform.h\"\n"
                      "#endif\n"
                      "#ifdef _GONE_NOVA\n#include \"nova_platform.h\"\n"
                      "#endif\n"}});
  // The removal deleted the only setting of `_GONE_NOVA`, with its build.
  RemovedText R = removedOf(
      {{"backends/nova/CMakeLists.txt", "add_definitions(-D_GONE_NOVA)\n"}});
  propagateSwitches(K, D, &R);
  CHECK(D.Symbols["switch that only served removed code"] ==
        std::vector<std::string>{"_GONE_NOVA", "_PROJ_NOVA"});
}

TEST_CASE("a generated file embeds vendored lines, not hand-written ones",
          "[derive][vendored]") {
  // SDL's configure held libtool.m4's `os2*)` cases after its OS/2 port
  // went; its own `*-*-os2*)` came from configure.ac.
  DerivedPack D;
  D.Tokens = {"os9"};
  KeptTree K =
      treeOf({{"m4/libtool.m4", "  os9*)\n    shlibpath=x ;;\n  *-*-os9*)\n"},
              {"configure.ac", "case $host in\n  *-*-os9*)\n    ARCH=os9 ;;\n"},
              {"configure", "  os9*)\n  *-*-os9*)\n    ARCH=os9 ;;\n"}});
  collectEmbeddedLines(K, D);
  CHECK(D.EmbeddedLines == std::set<std::string>{"os9*)"});
  std::optional<AllowEntry> A = embeddedLinesAllow(D);
  REQUIRE(A);
  CHECK(A->Id == "embedded-vendored");
  CHECK(allowCovers(*A, "  os9*)", 2, 5));
  CHECK_FALSE(allowCovers(*A, "  *-*-os9*)", 6, 9));
}

TEST_CASE("a Meson feature that only built removed files is removed",
          "[derive][switches]") {
  // mpv's `vaapi-wayland-memfd` built `vo_vaapi_wayland.c` alone; the
  // `vaapi-wayland` option it tested serves kept hardware decoding.
  DerivedPack D;
  D.RemovedFiles = {"video/out/vo_nova.c"};
  KeptTree K = treeOf(
      {{"meson.build",
        "features += {'nova-memfd': features['nova'] and features['memfd']}\n"
        "if features['nova-memfd']\n"
        "    sources += files('video/out/vo_nova.c')\nendif\n"
        "if_found = 1\n"
        "if features['nova'] and x\n"
        "    sources += files('video/out/hwdec_nova.c')\nendif\n"}});
  propagateSwitches(K, D);
  CHECK(D.Symbols["switch that only served removed code"] ==
        std::vector<std::string>{"nova-memfd"});
}

TEST_CASE("a later change's names are its own, the old family's stubs dangle",
          "[derive][later]") {
  DerivedPack D;
  D.Symbols["C/C++ function"] = {"ggml_cl_init", "ggml_backend_cl_reg"};
  TokenCandidate Family;
  Family.Word = "ggml_cl";
  Family.Family = true;
  Family.RemovedUses = 40;
  Family.KeptUses = 6;
  Family.LaterUses = 30;
  Family.Rejected = "a later change reuses it";
  D.Candidates = {Family};
  KeptTree Kept = treeOf({{"py/ggml.pyi", "def ggml_cl_init(): ...\n"
                                          "def ggml_cl_host_free(p): ...\n"
                                          "def ggml_cl_add(a): ...\n"}});
  KeptTree Later = treeOf(
      {{"py/ggml.pyi", "def ggml_cl_init(): ...\n"
                       "def ggml_cl_host_free(p): ...\n"
                       "def ggml_cl_add(a): ...\n"},
       // Added after the removal: the new backend's names.
       {"src/cl2/backend.cpp", "ggml_backend_reg_t ggml_backend_cl_reg(void);\n"
                               "typedef void (*ggml_cl_func_t)(int);\n"
                               "static void ggml_cl_add(int a) {}\n"}});
  dropLaterSpellings(Kept, Later, std::map(D.Symbols), D);
  CHECK(D.Symbols["C/C++ function"] ==
        std::vector<std::string>{"ggml_cl_init"});
  collectDangling(Kept, Later, D);
  // Defined again (ggml_cl_add) or spelled only by the new backend
  // (ggml_cl_func_t): not dangling.
  const char *Kind = "name of a reused family that nothing defines";
  CHECK(D.Symbols[Kind] == std::vector<std::string>{"ggml_cl_host_free"});
}

TEST_CASE("derived YAML quotes tree names safely", "[derive]") {
  CHECK(yamlQuote("backends/nova/") == "'backends/nova/'");
  CHECK(yamlQuote("it's") == "'it''s'");
  // A name with an escape sequence or a newline stays one inert scalar.
  CHECK(yamlQuote("a\x1b[31m\nb\"") == "\"a\\x1b[31m\\x0ab\\\"\"");
  // Bytes that are not UTF-8 have no YAML string: base64, read back whole.
  CHECK(yamlQuote("caf\xe9") == "!!binary Y2Fm6Q==");
  CHECK(YAML::Load(yamlQuote("caf\xe9")).Tag() == "tag:yaml.org,2002:binary");
  // NEL is a line break to a YAML 1.1 reader; U+202E turns the line
  // around on screen. Both are written as their code points, and so is
  // the rest of the name past ASCII, which reads back the same.
  std::string Nel = "caf\xc3\xa9\xc2\x85x", Rlo = "a\xe2\x80\xae"
                                                  "b";
  CHECK(yamlQuote(Nel) == "\"caf\\U000000e9\\U00000085x\"");
  CHECK(yamlQuote(Rlo) == "\"a\\U0000202eb\"");
  CHECK(YAML::Load(yamlQuote(Nel)).as<std::string>() == Nel);
  CHECK(YAML::Load(yamlQuote(Rlo)).as<std::string>() == Rlo);
  CHECK(yamlQuote("caf\xc3\xa9") == "'caf\xc3\xa9'");
}

TEST_CASE("local definitions are read at each candidate's occurrence",
          "[derive]") {
  DerivedPack D;
  std::vector<std::string> Names;
  for (int I = 0; I < 3000; ++I)
    Names.push_back("removed_helper_" + std::to_string(I));
  D.Symbols["Python function"] = Names;
  KeptTree K = treeOf(
      {{"a.py", "self.removed_helper_1 = 1\n"      // attribute
                "removed_helper_2: int = 2\n"      // annotated
                "if removed_helper_3 == 3: pass\n" // a comparison
                "removed_helper_4 = \\\n  4\n"     // assigned
                "subclass removed_helper_5\n"      // no keyword
                "x_removed_helper_6 = 6\n"},       // another name
       {"b.h", "#  define removed_helper_7 7\n"
               "struct removed_helper_8 {};\n"
               "namespace\nremoved_helper_9 {}\n"}}); // blanks span lines
  dropRedefined(D, K);
  REQUIRE(D.Symbols.count("Python function"));
  std::set<std::string> Left(D.Symbols["Python function"].begin(),
                             D.Symbols["Python function"].end());
  for (int Dropped : {1, 2, 4, 7, 8, 9})
    CHECK_FALSE(Left.count("removed_helper_" + std::to_string(Dropped)));
  for (int Kept : {3, 5, 6, 10})
    CHECK(Left.count("removed_helper_" + std::to_string(Kept)));
  CHECK(Left.size() == 3000 - 6);
}

TEST_CASE("families that begin with a generic word are conventions",
          "[derive][tokens]") {
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedFiles = {"src/accel.c"};
  RemovedText R =
      removedOf({{"src/accel.c",
                  "void test_tflite_add(void);\nvoid test_tflite_mul(void);"
                  "\nvoid test_tflite_sub(void);\n"}});
  D.Symbols["C/C++ function"] = {"test_tflite_add", "test_tflite_mul",
                                 "test_tflite_sub"};
  chooseTokens(R, projectTree({}), KeptTree(), D);
  const TokenCandidate *Family = candidate(D, "test_tflite");
  REQUIRE(Family);
  CHECK(Family->Rejected == "a naming convention (begins with a generic word)");
}

TEST_CASE("a word the kept tree uses far more than the removal is no token",
          "[derive][tokens]") {
  // TVM's removal deleted a folder `bare/`; the kept tree says "bare" (a
  // bare except, bare metal) twice as often as the removed text did.
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedDirs = {"apps/bare/"};
  RemovedText R = removedOf({{"apps/bare/bare.c", "// bare run\n"},
                             {"apps/bare/main.c", "// bare main\n"}});
  std::vector<std::pair<std::string, std::string>> Kept;
  for (int I = 0; I < 5; ++I)
    Kept.push_back({"py/m" + std::to_string(I) + ".py", "# noqa: bare\n"});
  chooseTokens(R, projectTree(Kept), KeptTree(), D);
  const TokenCandidate *Bare = candidate(D, "bare");
  REQUIRE(Bare);
  CHECK(Bare->Rejected ==
        "used far more in the kept tree (5) than in the removed text (2)");
}

TEST_CASE("flags kept scripts define and names of kept files are kept",
          "[derive]") {
  DerivedPack D;
  D.Symbols["command-line flag"] = {"--tracker", "--nova-port"};
  D.Symbols["C/C++ function"] = {"coproc_sync", "nova_dep_push"};
  KeptTree K =
      treeOf({{"tools/rpc.py", "p.add_argument(\"--tracker\", type=str)\n"
                               "p.add_argument(\"--no-nova-port\")\n"},
              {"src/coproc_sync.cc", "// inserts coproc_sync calls\n"}});
  dropRedefined(D, K);
  CHECK(D.Symbols["command-line flag"] ==
        std::vector<std::string>{"--nova-port"});
  CHECK(D.Symbols["C/C++ function"] ==
        std::vector<std::string>{"nova_dep_push"});
}

TEST_CASE("loose files in several directories sharing a word are a removal",
          "[derive][tokens]") {
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedFiles = {"src/nwp-io.c", "tools/nwp-dump.c"};
  RemovedText R = removedOf(
      {{"src/nwp-io.c", "int nwp_read(void);\nint nwp_write(void);\n"},
       {"tools/nwp-dump.c", "int main(void) { return nwp_read(); }\n"}});
  D.Symbols["C/C++ function"] = {"nwp_read", "nwp_write"};
  KeptTree K = projectTree(
      {{"src/io.c", "int io(void);\n"}, {"tools/other.c", "int o(void);\n"}});
  chooseTokens(R, K, KeptTree(), D);
  CHECK(llvm::is_contained(D.Tokens, "nwp"));
  const TokenCandidate *Nwp = candidate(D, "nwp");
  REQUIRE(Nwp);
  CHECK(Nwp->Files == 2);
  CHECK(Nwp->GroupFiles == 2);
  // A rejected candidate's evidence is counted too.
  const TokenCandidate *Dump = candidate(D, "dump");
  REQUIRE(Dump);
  CHECK_FALSE(Dump->Rejected.empty());
  CHECK(Dump->RemovedUses == 0);
  const TokenCandidate *Read = candidate(D, "read");
  REQUIRE(Read);
  CHECK(Read->RemovedUses == 2); // nwp_read, twice
}

TEST_CASE("a family extending a kept naming scheme is no token",
          "[derive][tokens]") {
  // ggml's Kompute code named kernels `ggml_vk_get_rows_*` after the kept
  // Vulkan backend's `ggml_vk_`. Each family is counted on its own, not
  // hidden where a shorter one matches too.
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedDirs = {"src/nova/"};
  RemovedText R =
      removedOf({{"src/nova/nova.c", "void ggml_vk_get_rows_f16(void);\n"
                                     "void ggml_vk_get_rows_f32(void);\n"},
                 {"src/nova/nova_q.c", "void ggml_vk_get_rows_q4(void);\n"
                                       "void ggml_vk_nova_add(void);\n"}});
  D.Symbols["C/C++ function"] = {"ggml_vk_get_rows_f16", "ggml_vk_get_rows_f32",
                                 "ggml_vk_get_rows_q4", "ggml_vk_nova_add"};
  KeptTree K = projectTree(
      {{"src/vulkan.c", "ggml_vk_init(); ggml_vk_run(); ggml_vk_free();\n"
                        "ggml_vk_sync(); ggml_vk_wait();\n"}});
  chooseTokens(R, K, KeptTree(), D);
  CHECK(llvm::is_contained(D.Tokens, "nova"));
  CHECK_FALSE(llvm::is_contained(D.Tokens, "ggml_vk_get_rows"));
  const TokenCandidate *Rows = candidate(D, "ggml_vk_get_rows");
  REQUIRE(Rows);
  CHECK(Rows->RemovedUses == 3);
  CHECK(Rows->Rejected ==
        "extends 'ggml_vk', which the kept tree uses 5x and the removed "
        "text 4x");
}

TEST_CASE("a large directory inside a removed one names a part of it",
          "[derive][tokens]") {
  // A removed `apps/tiny/` held a platform tree `quasar/` (12 files) beside
  // many others, and a two-file `sim/`; kept install scripts name quasar.
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedDirs = {"apps/tiny/"};
  std::vector<std::pair<std::string, std::string>> Gone;
  for (int I = 0; I < 12; ++I)
    Gone.push_back(
        {"apps/tiny/quasar/b" + std::to_string(I) + ".c", "// quasar board\n"});
  for (int I = 0; I < 20; ++I)
    Gone.push_back(
        {"apps/tiny/host/h" + std::to_string(I) + ".c", "// tiny host\n"});
  for (int I = 0; I < 2; ++I)
    Gone.push_back(
        {"apps/tiny/sim/s" + std::to_string(I) + ".c", "// sim run\n"});
  RemovedText R = removedOf(Gone);
  KeptTree K = projectTree({{"docker/install_quasar.sh", "# quasar sdk\n"},
                            {"docker/install_sim.sh", "# sim\n"}});
  chooseTokens(R, K, KeptTree(), D);
  const TokenCandidate *Quasar = candidate(D, "quasar");
  REQUIRE(Quasar);
  CHECK(Quasar->NamesSubdir);
  CHECK(Quasar->Rejected.empty());
  CHECK(llvm::is_contained(D.Tokens, "quasar"));
  // Two files are one demo's, not a part of the removal: a folder between
  // the removed one and its files says how they were sorted.
  const TokenCandidate *Sim = candidate(D, "sim");
  CHECK((!Sim || (!Sim->NamesSubdir && !Sim->Rejected.empty())));
  CHECK_FALSE(llvm::is_contained(D.Tokens, "sim"));
}

TEST_CASE("a token the removed text writes as words matches in those words",
          "[derive][tokens]") {
  // The removed folder is `contrib/quillnn/`; its text, and the kept
  // tests it left, call it "Quill-NN" and `quill_nn`.
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedDirs = {"contrib/quillnn/"};
  RemovedText R = removedOf(
      {{"contrib/quillnn/codegen.py",
        "# Quill-NN codegen\nTARGET = \"quill-nn\"\ndef quill_nn_run(): "
        "pass\nx = quill_nn_run()\n"},
       {"contrib/quillnn/ops.py", "# quill-nn ops\nimport quillnn\n"}});
  KeptTree K = projectTree({{"tests/test_targets.py", "T = \"quill-nn,c\"\n"}});
  chooseTokens(R, K, KeptTree(), D);
  addSplitSpellings(R, K, D);
  CHECK(llvm::is_contained(D.Tokens, "quillnn"));
  CHECK(llvm::is_contained(D.Tokens, "quill-nn"));
  CHECK(llvm::is_contained(D.Tokens, "quill_nn"));
  const TokenCandidate *Dashed = candidate(D, "quill-nn");
  REQUIRE(Dashed);
  CHECK(Dashed->SpellingOf == "quillnn");
  CHECK(Dashed->RemovedUses == 3);
  CHECK(Dashed->KeptUses == 1);
  // A split the removed text never writes is no spelling of it.
  CHECK_FALSE(llvm::is_contained(D.Tokens, "quill nn"));
  CHECK_FALSE(llvm::is_contained(D.Tokens, "qu-illnn"));
}

TEST_CASE("a split the kept tree joins into an identifier once is the name",
          "[derive][tokens]") {
  // FFmpeg's `crystalhd.c` never wrote CRYSTAL_HD; the kept version
  // header's `FF_CODEC_CRYSTAL_HD` was its last switch. Written three
  // times, or as a phrase, a split is the kept tree's own name.
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedDirs = {"codecs/gemhd/"};
  std::string Body = "int gemhd_open(void);\nint gemhd_close(void);\n";
  RemovedText R = removedOf(
      {{"codecs/gemhd/gemhd.c", Body}, {"codecs/gemhd/gemhd.h", Body}});
  D.Symbols["C/C++ function"] = {"gemhd_open", "gemhd_close"};
  KeptTree K = projectTree({{"version.h", "#define FF_CODEC_GEM_HD 1\n"},
                            {"docs/gems.md", "GEM-H D: gem hd gem hd\n"},
                            {"cfg.h", "#define GE_MHD 1\nGE_MHD GE_MHD\n"}});
  chooseTokens(R, K, KeptTree(), D);
  addSplitSpellings(R, K, D);
  CHECK(llvm::is_contained(D.Tokens, "gemhd"));
  CHECK(llvm::is_contained(D.Tokens, "gem_hd"));
  const TokenCandidate *Joined = candidate(D, "gem_hd");
  REQUIRE(Joined);
  CHECK(Joined->SpellingOf == "gemhd");
  CHECK(Joined->RemovedUses == 0);
  CHECK(Joined->KeptUses == 1);
  CHECK_FALSE(llvm::is_contained(D.Tokens, "gem hd"));
  CHECK_FALSE(llvm::is_contained(D.Tokens, "ge_mhd"));
}

TEST_CASE("a word a removed build target joins to a token names a variant",
          "[derive][tokens]") {
  // The removal built `nova_qsim`, a simulator; the kept CI scripts that
  // say qsim are the ones that say nova too. `warp` is joined to nova by
  // a function only, and stays a candidate rejected.
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedDirs = {"nova/"};
  RemovedText R = removedOf(
      {{"nova/CMakeLists.txt", "add_library(nova_qsim qsim.cc)\n"},
       {"nova/nova.py", "import nova\ndef nova_warp(): pass\n# qsim\n"}});
  D.Symbols["CMake target"] = {"nova_qsim"};
  D.Symbols["Python function"] = {"nova_warp"};
  KeptTree K = projectTree({{"ci/a.sh", "# qsim of nova\n"},
                            {"ci/b.sh", "# run qsim: nova_qsim.so\n"},
                            {"ci/c.sh", "NOVA=1 qsim\n"},
                            {"docker/d", "# qsim deps\n"},
                            {"ci/e.sh", "# warp nova\n"},
                            {"ci/f.sh", "# warp nova\n"},
                            {"ci/g.sh", "# warp nova\n"}});
  chooseTokens(R, K, KeptTree(), D);
  const TokenCandidate *Qsim = candidate(D, "qsim");
  REQUIRE(Qsim);
  INFO(Qsim->Rejected);
  CHECK(Qsim->Rejected.empty());
  CHECK(Qsim->JoinedTo == "nova");
  CHECK(llvm::is_contained(D.Tokens, "qsim"));
  const TokenCandidate *Warp = candidate(D, "warp");
  REQUIRE(Warp);
  CHECK_FALSE(Warp->Rejected.empty());
}

TEST_CASE("a variant's word the removal used most is a token without company",
          "[derive][tokens]") {
  // After follow-up cleanups no kept file says nova; two still say qsim,
  // which the removed text used four times.
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedDirs = {"nova/"};
  RemovedText R = removedOf(
      {{"nova/CMakeLists.txt", "add_library(nova_qsim qsim.cc)\n# qsim\n"},
       {"nova/nova.py", "import nova\n# qsim qsim\n"}});
  D.Symbols["CMake target"] = {"nova_qsim"};
  KeptTree K = projectTree({{"ci/a.sh", "# qsim\n"}, {"docker/d", "# qsim\n"}});
  chooseTokens(R, K, KeptTree(), D);
  const TokenCandidate *Qsim = candidate(D, "qsim");
  REQUIRE(Qsim);
  INFO(Qsim->Rejected);
  CHECK(Qsim->Rejected.empty());
  CHECK(Qsim->JoinedTo == "nova");
}

TEST_CASE("a name kept code spells only as a member of its own is kept",
          "[derive]") {
  // The removal's Python defined dep_push, registered as nova.dep_push; the
  // kept pass builds "tir." + name + ".dep_push" and its test registers
  // tir.cop.dep_push. Kept code still calls the removed run_graph bare,
  // and spells nova.load_graph behind the token.
  DerivedPack D;
  D.Tokens = {"nova"};
  D.Symbols["Python function"] = {"dep_push", "load_graph", "run_graph"};
  KeptTree K = treeOf(
      {{"src/sync.cc", "op_ = Op::Get(\"tir.\" + name + \".dep_push\");\n"},
       {"tests/test_sync.py",
        "register_op_attr(\"tir.cop.dep_push\", \"TGlobalSymbol\", "
        "\"dep_push\")\n"},
       {"apps/run.py", "run_graph(g)\nnova.load_graph(p)\n"}});
  dropQualifiedOnly(D, K);
  CHECK(D.Symbols["Python function"] ==
        std::vector<std::string>{"load_graph", "run_graph"});
}

TEST_CASE("a plain parameter of a kept Python def is the kept tree's name",
          "[derive]") {
  // The removal took a function `quux_compiler_opts`; a kept `def` takes a
  // string parameter of that name. A kept call that passes `quux_pass_opts`
  // and a kept class based on `quux_base_opts` define neither.
  DerivedPack D;
  D.Symbols["Python function"] = {"quux_base_opts", "quux_compiler_opts",
                                  "quux_pass_opts"};
  KeptTree K = treeOf(
      {{"py/compile.py",
        "def compile_model(\n    name,\n    quux_compiler_opts,\n"
        "):\n    return name + quux_compiler_opts\n"},
       {"py/run.py",
        "run(quux_pass_opts, x)\nclass Runner(quux_base_opts):\n    pass\n"}});
  dropRedefined(D, K);
  CHECK(D.Symbols["Python function"] ==
        std::vector<std::string>{"quux_base_opts", "quux_pass_opts"});
}

TEST_CASE("a longer word built on a token is another word",
          "[derive][tokens]") {
  // The removed `micro/` directory's text says micro-seconds and
  // micro-controllers; `micro` is the token, `microsec` is no name of it.
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedDirs = {"src/micro/"};
  std::string Body = "int micro_session_open(int timeout_microsec);\n"
                     "// micros on microcontrollers, micros again\n"
                     "int micro_session_close(int timeout_microsec);\n"
                     "int m = timeout_microsec + timeout_microsec;\n";
  RemovedText R = removedOf({{"src/micro/session.c", Body + Body + Body},
                             {"src/micro/transport.c", Body + Body + Body}});
  D.Symbols["C/C++ function"] = {"micro_session_close", "micro_session_open"};
  KeptTree K = projectTree({{"src/hexagon/sim.c", "case HEX_MICROSEC:\n"}});
  chooseTokens(R, K, KeptTree(), D);
  CHECK(llvm::is_contained(D.Tokens, "micro"));
  for (const char *W : {"microsec", "micros", "microcontrollers"}) {
    const TokenCandidate *C = candidate(D, W);
    REQUIRE(C);
    CHECK(C->Rejected == "a longer word built on the token 'micro'");
  }
}

TEST_CASE("a token that abbreviates words matches the words written out",
          "[derive][tokens]") {
  // The removed folder is `backends/quantnet/`; its text says "Quantum
  // Network" and QUANTUMNETWORK_ENABLED, as curl's `sectransp` files said
  // "Secure Transport".
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedDirs = {"backends/quantnet/"};
  std::string Body = "// Quantum Network transport\n"
                     "#ifdef QUANTUMNETWORK_ENABLED\nint quantnet_open(void);\n"
                     "#endif\n";
  RemovedText R = removedOf({{"backends/quantnet/quantnet.c", Body},
                             {"backends/quantnet/quantnet.h", Body}});
  D.Symbols["C/C++ function"] = {"quantnet_open"};
  KeptTree K = projectTree(
      {{"docs/tls.md", "Build with the Quantum Network backend.\n"}});
  chooseTokens(R, K, KeptTree(), D);
  addSplitSpellings(R, K, D);
  CHECK(llvm::is_contained(D.Tokens, "quantnet"));
  CHECK(llvm::is_contained(D.Tokens, "quantum network"));
  CHECK(llvm::is_contained(D.Tokens, "quantumnetwork"));
  const TokenCandidate *Words = candidate(D, "quantum network");
  REQUIRE(Words);
  CHECK(Words->SpellingOf == "quantnet");
  CHECK(Words->KeptUses == 1);
  // Written with a dash nowhere: no spelling of it.
  CHECK_FALSE(llvm::is_contained(D.Tokens, "quantum-network"));
}

TEST_CASE("a name of letters and a number is written split at the number",
          "[derive][tokens]") {
  // SDL's `os2/` folders were "OS/2" in its prose and configure messages.
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedDirs = {"src/video/os9/"};
  std::string Body = "/* OS/9 video: the OS/9 window list */\n"
                     "int os9_open(void);\nint os9_close(void);\n";
  RemovedText R = removedOf(
      {{"src/video/os9/os9video.c", Body}, {"src/video/os9/os9video.h", Body}});
  D.Symbols["C/C++ function"] = {"os9_open", "os9_close"};
  KeptTree K = projectTree({{"configure.ac", "AC_MSG_CHECKING(OS/9)\n"}});
  chooseTokens(R, K, KeptTree(), D);
  addSplitSpellings(R, K, D);
  CHECK(llvm::is_contained(D.Tokens, "os9"));
  CHECK(llvm::is_contained(D.Tokens, "os/9"));
  CHECK_FALSE(llvm::is_contained(D.Tokens, "os-9"));
}

TEST_CASE("tokens are ASCII words, and long words are not split",
          "[derive][tokens]") {
  // A saved pack must load back: the loader takes ASCII tokens. Splits
  // grow with a word's square; an attacker's 200-letter word took 8.6 GB.
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  std::string Long(120, 'q');
  D.RemovedDirs = {"src/nov\xe9/", "src/" + Long + "/"};
  std::string Body = "int nov\xe9_open(void);\nint " + Long + "_x(void);\n";
  RemovedText R = removedOf({{"src/nov\xe9/a.c", Body},
                             {"src/nov\xe9/b.c", Body},
                             {"src/" + Long + "/a.c", Body},
                             {"src/" + Long + "/b.c", Body}});
  KeptTree K = projectTree({{"docs/a.md", "Kept.\n"}});
  chooseTokens(R, K, KeptTree(), D);
  addSplitSpellings(R, K, D);
  for (const std::string &T : D.Tokens)
    CHECK(llvm::all_of(T, [](char C) { return llvm::isAlnum(C) || C == '_'; }));
  CHECK(llvm::is_contained(D.Tokens, Long));
  CHECK(D.Tokens.size() < 10);
}

TEST_CASE("kept docs may write a removed name more than its code did",
          "[derive][tokens]") {
  // curl's docs wrote "Secure Transport" 93 times beside the 11 of its
  // deleted code: a name, capitalised, every use a leftover. A phrase
  // the kept tree writes in lower case is its own.
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedDirs = {"backends/quantnet/", "backends/dataflo/"};
  std::string Body = "// Quantum Network transport, Data Flow engine\n"
                     "// Quantum Network and Data Flow again\n"
                     "int quantnet_open(void);\nint dataflo_run(void);\n";
  RemovedText R = removedOf({{"backends/quantnet/quantnet.c", Body},
                             {"backends/quantnet/quantnet.h", Body},
                             {"backends/dataflo/dataflo.c", Body},
                             {"backends/dataflo/dataflo.h", Body}});
  D.Symbols["C/C++ function"] = {"quantnet_open", "dataflo_run"};
  std::string Docs;
  // Each spelling is written 8 times in the removed text, 30 in the kept.
  for (int I = 0; I < 30; ++I)
    Docs += "With the Quantum Network backend, the data flow is short.\n";
  // Lower-case decoys in a file the change added are no evidence.
  std::string Decoys;
  for (int I = 0; I < 40; ++I)
    Decoys += "a quantum network of links\n";
  D.Added = {"docs/decoys.md"};
  // And so are lines the change wrote into a kept file.
  std::string Intro = "# Links\n";
  for (int I = 0; I < 40; ++I)
    Intro += "a quantum network of links\n";
  D.Touched["docs/links.md"].Lines = {{2, 41}};
  KeptTree K = projectTree({{"docs/tls.md", Docs},
                            {"docs/decoys.md", Decoys},
                            {"docs/links.md", Intro}});
  chooseTokens(R, K, KeptTree(), D);
  addSplitSpellings(R, K, D);
  CHECK(llvm::is_contained(D.Tokens, "quantnet"));
  CHECK(llvm::is_contained(D.Tokens, "dataflo"));
  CHECK(llvm::is_contained(D.Tokens, "quantum network"));
  CHECK_FALSE(llvm::is_contained(D.Tokens, "data flow"));
  // Listed with why, for a reviewer.
  const TokenCandidate *Flow = candidate(D, "data flow");
  REQUIRE(Flow);
  CHECK(Flow->Rejected ==
        "the kept tree writes it more often, mostly not as a name");
}

TEST_CASE("a spelling the kept tree writes ten times as often is its own",
          "[derive][tokens]") {
  // A removed `http9/` folder wrote "HTTP/9" four times; the kept docs
  // write the protocol, which another backend serves, sixty times.
  DerivedPack D;
  D.RepoRoot = "/work/proj";
  D.RemovedDirs = {"lib/http9/"};
  std::string Body = "/* HTTP/9 over the HTTP/9 framer */\n"
                     "int http9_open(void);\nint http9_close(void);\n";
  RemovedText R =
      removedOf({{"lib/http9/http9.c", Body}, {"lib/http9/http9.h", Body}});
  D.Symbols["C/C++ function"] = {"http9_open", "http9_close"};
  std::string Docs;
  for (int I = 0; I < 60; ++I)
    Docs += "HTTP/9 is served by the kept framer.\n";
  KeptTree K = projectTree({{"docs/proto.md", Docs}});
  chooseTokens(R, K, KeptTree(), D);
  addSplitSpellings(R, K, D);
  CHECK(llvm::is_contained(D.Tokens, "http9"));
  CHECK_FALSE(llvm::is_contained(D.Tokens, "http/9"));
}

TEST_CASE("the project's prefix and a generic word make no token",
          "[derive][tokens]") {
  // The removed code's macros are PROJ_BUILD_MAC_*: `proj` is in every
  // kept file, `build` is a generic word; the kept build has its own
  // PROJ_BUILD_TESTING.
  DerivedPack D;
  D.RepoRoot = "/work/checkout";
  D.RemovedFiles = {"src/tls/orbtls.c", "src/tls/orbtls.h"};
  std::string Body =
      "#define PROJ_BUILD_MAC_10_8 1\n#define PROJ_BUILD_MAC_10_9 1\n"
      "#define PROJ_BUILD_IOS_7 1\nint orbtls_init(void);\n";
  RemovedText R =
      removedOf({{"src/tls/orbtls.c", Body}, {"src/tls/orbtls.h", Body}});
  D.Symbols["C/C++ macro"] = {"PROJ_BUILD_IOS_7", "PROJ_BUILD_MAC_10_8",
                              "PROJ_BUILD_MAC_10_9"};
  D.Symbols["C/C++ function"] = {"orbtls_init"};
  KeptTree K =
      projectTree({{"CMakeLists.txt", "set(PROJ_BUILD_TESTING ON)\n"}});
  chooseTokens(R, K, KeptTree(), D);
  CHECK(llvm::is_contained(D.Tokens, "orbtls"));
  const TokenCandidate *Build = candidate(D, "proj_build");
  REQUIRE(Build);
  CHECK(Build->Rejected ==
        "a naming convention (the project's prefix and a generic word)");
}

TEST_CASE("a source file's static functions are its own names", "[derive]") {
  // No other file can call them: their deletion says nothing about the
  // names other files use, though a kept file's still define its own.
  const char *Text = "static int set_buffer(void) { return 0; }\n"
                     "int orb_open(void) { return set_buffer(); }\n";
  SymbolMap Source, Header;
  extractCxxSymbols(Text, Source, /*SourceFile=*/true);
  extractCxxSymbols(Text, Header);
  CHECK(Source["C/C++ function"] == std::vector<std::string>{"orb_open"});
  CHECK(Source[FileLocalName] == std::vector<std::string>{"set_buffer"});
  CHECK(Header["C/C++ function"] ==
        std::vector<std::string>{"set_buffer", "orb_open"});
}

TEST_CASE("a fallback or alias of another API's name is not the file's",
          "[derive]") {
  // SDL's WinRT shim gave Win32's TLS names fallbacks and aliases; the
  // kept code calls them through the system's headers.
  const char *Text = "#ifndef SHIM_H\n#define SHIM_H\n"
                     "#ifndef TLS_OUT_OF_INDEXES\n"
                     "#define TLS_OUT_OF_INDEXES FLS_OUT_OF_INDEXES\n#endif\n"
                     "#define TlsGetValue FlsGetValue\n"
                     "#define TlsAlloc() FlsAlloc(NULL)\n"
                     "#define NOVA_QUEUE_DEPTH 8\n#endif\n";
  SymbolMap Out;
  extractCxxSymbols(Text, Out);
  CHECK(Out[OutsideName] ==
        std::vector<std::string>{"TLS_OUT_OF_INDEXES", "TlsGetValue"});
  CHECK(Out["C/C++ macro"] ==
        std::vector<std::string>{"SHIM_H", "TlsAlloc", "NOVA_QUEUE_DEPTH"});
}

TEST_CASE("a configured header's slot for a macro defines it", "[derive]") {
  // SDL's removed WinRT config header defined HAVE__STRUPR; the kept
  // template and the generated headers still hold its slot.
  DerivedPack D;
  // An autoconf template's `#undef X` is a slot too (SDL's
  // `SDL_config.h.in` and the removed OS/2 header's HAVE_SNPRINTF).
  D.Symbols["C/C++ macro"] = {"HAVE__STRUPR", "HAVE_NOVA_FENCE",
                              "HAVE_NOVA_QUEUE", "NOVA_UNSET_EVERYWHERE",
                              "HAVE_NOVA_PRINT"};
  KeptTree K =
      treeOf({{"include/config.h.cmake", "#cmakedefine HAVE__STRUPR 1\n"},
              {"include/config.h.in", "#cmakedefine01 HAVE_NOVA_FENCE\n"
                                      "#  undef HAVE_NOVA_PRINT\n"},
              {"include/config_windows.h", "/* #undef HAVE_NOVA_QUEUE */\n"},
              {"src/stdlib.c", "#undef NOVA_UNSET_EVERYWHERE\n"
                               "#if defined(HAVE__STRUPR)\n#endif\n"}});
  dropRedefined(D, K);
  CHECK(D.Symbols["C/C++ macro"] ==
        std::vector<std::string>{"NOVA_UNSET_EVERYWHERE"});
}

TEST_CASE("a word every removed name writes with its digits is one word",
          "[derive][tokens]") {
  // matplotlib removed `backend_qt4.py`, `backend_qt4agg.py` and
  // `backend_qt4cairo.py`, kept `backend_qt5.py` and four icons named
  // `qt4_editor_options` in one folder.
  DerivedPack D;
  D.RepoRoot = "/work/plots";
  D.RemovedFiles = {"lib/backends/backend_qt4.py",
                    "lib/backends/backend_qt4agg.py",
                    "lib/backends/backend_qt4cairo.py"};
  RemovedText R = removedOf(
      {{"lib/backends/backend_qt4.py", "import PyQt4  # qt4\n"},
       {"lib/backends/backend_qt4agg.py", "from .backend_qt4 import\n"},
       {"lib/backends/backend_qt4cairo.py", "from .backend_qt4 import\n"}});
  D.Symbols["Python module"] = {"lib.backends.backend_qt4"};
  KeptTree K = projectTree({{"lib/backends/backend_qt5.py", "import PyQt5\n"},
                            {"lib/images/qt4_editor.png", "png"},
                            {"lib/images/qt4_editor.svg", "svg"},
                            {"lib/images/qt4_editor_large.png", "png"},
                            {"LICENSE/LICENSE_QT4_EDITOR", "qt4 editor\n"}});
  chooseTokens(R, K, KeptTree(), D);
  REQUIRE_FALSE(D.Tokens.empty());
  CHECK(D.Tokens.front() == "qt4");
  const TokenCandidate *Qt4 = candidate(D, "qt4");
  REQUIRE(Qt4);
  CHECK(Qt4->KeptPaths == 2); // a folder counts once
}

TEST_CASE("the backend is the word most removed files carry, in any folder",
          "[derive][tokens]") {
  // SDL's WinRT removal took `winrt` folders across the tree, a project
  // folder holding a demo's images in `Assets/`, and the `stdcpp` thread
  // code only WinRT built.
  DerivedPack D;
  D.RepoRoot = "/work/gfx";
  std::vector<std::pair<std::string, std::string>> Gone;
  for (const char *Area : {"core", "video", "main", "power", "locale"}) {
    std::string Dir = std::string("src/") + Area + "/nova/";
    D.RemovedDirs.push_back(Dir);
    for (int I = 0; I < 4; ++I)
      Gone.push_back({Dir + "gfx_nova" + std::to_string(I) + ".cpp",
                      "// nova " + std::string(Area) + "\n"});
  }
  D.RemovedDirs.push_back("src/thread/stdcpp/");
  for (int I = 0; I < 6; ++I)
    Gone.push_back({"src/thread/stdcpp/gfx_sys" + std::to_string(I) + ".cpp",
                    "// stdcpp threads\n"});
  D.RemovedDirs.push_back("VisualC-Nova/");
  for (int I = 0; I < 7; ++I)
    Gone.push_back(
        {"VisualC-Nova/demo/Assets/logo" + std::to_string(I) + ".png", "png"});
  Gone.push_back({"VisualC-Nova/gfx-nova.sln", "nova\n"});
  RemovedText R = removedOf(Gone);
  KeptTree K =
      projectTree({{"android/app/assets/README.md", "assets\n"},
                   {"VisualC/gfx.vcxproj",
                    "<LanguageStandard>stdcpp17</LanguageStandard>\n"}});
  chooseTokens(R, K, KeptTree(), D);
  REQUIRE_FALSE(D.Tokens.empty());
  CHECK(D.Tokens.front() == "nova");
  CHECK_FALSE(llvm::is_contained(D.Tokens, "assets"));
}

TEST_CASE("a kept folder in its siblings' slot for the backend is no kept name",
          "[derive]") {
  // ExecuTorch keeps a SwiftPM stub folder per product: the removed
  // backend's `backend_mps/` beside `backend_coreml/` is a leftover, while
  // TVM's `micro_kernel/` beside nothing of its kind is a kept name.
  DerivedPack D;
  D.Tokens = {"nova", "micro"};
  RemovedText R = removedOf({{"backends/nova/nova.c", "int nova_run(void);\n"},
                             {"python/micro/run.py", "import os\n"}});
  KeptTree K = treeOf({{".pkg/backend_nova/dummy.swift", ""},
                       {".pkg/backend_coreml/dummy.swift", ""},
                       {"python/ops/micro_kernel/gemm.py", "x = 1\n"}});
  K.Dirs.insert(".pkg");
  K.Dirs.insert(".pkg/backend_nova");
  K.Dirs.insert(".pkg/backend_coreml");
  K.Dirs.insert("python/ops/micro_kernel");
  collectKeptNames(R, K, D);
  CHECK(D.KeptNames.count("micro_kernel"));
  CHECK_FALSE(D.KeptNames.count("backend_nova"));
}

TEST_CASE("a token with digits its removed names never write is another word",
          "[derive][tokens]") {
  // ExecuTorch's MPS removal named `mps` without digits; Arm's `mps3_an547`
  // boards in kept CI are no leftover. A token the names write with digits
  // (`qt4`) gets no such entry.
  DerivedPack D;
  D.RepoRoot = "/work/et";
  D.RemovedDirs = {"backends/mps/"};
  RemovedText R =
      removedOf({{"backends/mps/mps_run.py", "def mps_run(): pass\n"},
                 {"backends/mps/mps_ops.py", "def mps_ops(): pass\n"}});
  D.Symbols["Python function"] = {"mps_run", "mps_ops"};
  chooseTokens(R, projectTree({}), KeptTree(), D);
  REQUIRE(llvm::is_contained(D.BareTokens, "mps"));
  std::optional<AllowEntry> A = digitWordsAllow(D);
  REQUIRE(A);
  CHECK(allowCovers(*A, "target: mps3_an547", 8, 11));
  CHECK(allowCovers(*A, "ArmMPS2 board", 3, 6) == false);
  CHECK_FALSE(allowCovers(*A, "use mps here, not mps3", 4, 7));
}

TEST_CASE("an address taken or an extern declaration defines nothing",
          "[derive]") {
  // mpv's kept list of video outputs declared each `extern` and listed
  // `&video_out_x,`: neither makes a removed output the kept code's name.
  auto At = [](llvm::StringRef T, llvm::StringRef Name) {
    size_t B = T.find(Name);
    return definedLocally(T, B, B + Name.size(), /*Cxx=*/true);
  };
  CHECK(At("  struct drv *video_out_nova;\n", "video_out_nova"));
  CHECK(At("typedef int (*nova_fn_t)(int);\n", "nova_fn_t"));
  CHECK_FALSE(At("  &video_out_nova,\n", "video_out_nova"));
  CHECK_FALSE(
      At("extern const struct drv video_out_nova;\n", "video_out_nova"));
}

TEST_CASE("a function a kept header declares is the kept tree's name",
          "[derive]") {
  // SDL bundles Vulkan's headers; `vkAcquireWinrtDisplayNV` is Vulkan's,
  // never spelled by the removed WinRT code. A call after a directive
  // declares nothing.
  auto At = [](llvm::StringRef T, llvm::StringRef Name) {
    size_t B = T.find(Name);
    return declaresFunction(T, B, B + Name.size());
  };
  const char *Decl = "VKAPI_ATTR int VKAPI_CALL vkAcquireNovaDisplayXY(\n";
  CHECK(At(Decl, "vkAcquireNovaDisplayXY"));
  CHECK(At("static int *nova_list (void);", "nova_list"));
  CHECK_FALSE(At("#endif\n  nova_init();", "nova_init"));
  CHECK_FALSE(At("  return nova_init();", "nova_init"));
  CHECK_FALSE(At("#define X nova_init(1)", "nova_init"));
  CHECK_FALSE(At("  x = nova_init;", "nova_init"));
  CHECK_FALSE(At("  ok = ok && nova_probe();", "nova_probe"));
  CHECK_FALSE(At(std::string(300, 'a') + " nova_list(void);", "nova_list"));
  DerivedPack D;
  D.Tokens = {"nova"};
  RemovedText R = removedOf({{"src/nova/nova.c", "int nova_init(void);\n"}});
  KeptTree K = treeOf(
      {{"vk/vk_win.h", "#define VK_XY_acquire_nova_display 1\n"
                       "typedef int (*PFN_vkAcquireNovaDisplayXY)(int);\n"
                       "VKAPI_ATTR int VKAPI_CALL vkAcquireNovaDisplayXY(\n"
                       "    int display);\n"}});
  D.Symbols["C/C++ function"] = {"VK_XY_acquire_nova_display_now"};
  collectKeptNames(R, K, D);
  CHECK(D.KeptNames.count("vkAcquireNovaDisplayXY"));
  // The allow entry passes names built on a kept one: a removed one is not.
  CHECK_FALSE(D.KeptNames.count("VK_XY_acquire_nova_display"));
}

TEST_CASE("the backend is the word its removed files carry, with its digits",
          "[derive][tokens]") {
  // The removed wrapper's files are `vq_orb3.c` and `vq_orb3.h`; its
  // text calls the library's `zlk_` API far more often than it names
  // itself, as curl's GSKit files called `gsk_*` and msh3's `MsH3*`.
  DerivedPack D;
  D.RepoRoot = "/work/checkout";
  D.RemovedFiles = {"lib/vq/vq_orb3.c", "lib/vq/vq_orb3.h"};
  std::string Body = "int vq_orb3_open(void) {\n"
                     "  zlk_init(); zlk_open(); zlk_read(); zlk_close();\n"
                     "  zlk_init(); zlk_open(); zlk_read(); zlk_close();\n"
                     "  return vq_orb3_close();\n}\n";
  RemovedText R =
      removedOf({{"lib/vq/vq_orb3.c", Body}, {"lib/vq/vq_orb3.h", Body}});
  D.Symbols["C/C++ function"] = {"vq_orb3_open", "vq_orb3_close", "zlk_init",
                                 "zlk_open",     "zlk_read",      "zlk_close"};
  KeptTree K = projectTree({{"README.md", "Sorting: orb\n"}});
  chooseTokens(R, K, KeptTree(), D);
  REQUIRE(llvm::is_contained(D.Tokens, "zlk"));
  REQUIRE_FALSE(D.Tokens.empty());
  CHECK(D.Tokens.front() == "orb3");
  CHECK_FALSE(llvm::is_contained(D.Tokens, "orb"));
}

TEST_CASE("a script variable whose every assignment went is removed",
          "[derive]") {
  RemovedText R;
  R.DeletedLines["configure.ac"] = "  USE_ORB_H3=1\n  ZED_LIBS=\"-lzed\"\n"
                                   "  CC=orbcc\n  NOVA_HOME=/opt/nova\n";
  R.DeletedLines["docs/build.md"] = "STALE_DOC_VAR=1\n";
  KeptTree K =
      treeOf({{"configure.ac", "if test \"$USE_ORB_H3\" = \"1\"; then\n"
                               "  LIBS=\"$LIBS $ZED_LIBS $CC\"\nfi\n"
                               "PKG_CHECK_MODULES([ZED], [zed])\n"
                               "echo ${NOVA_HOME}\n"},
              {"scripts/env.sh", "export NOVA_HOME\necho $STALE_DOC_VAR\n"}});
  DerivedPack D;
  collectUnsetVariables(R, K, D);
  // ZED_LIBS comes from PKG_CHECK_MODULES, NOVA_HOME from an export, CC
  // from the environment; a docs line assigns nothing.
  CHECK(D.Symbols["variable the removal left unset"] ==
        std::vector<std::string>{"USE_ORB_H3"});
  CHECK(D.SymbolReasons["USE_ORB_H3"] ==
        "every assignment went with the removal; configure.ac still reads it");
  // The environment may set it all the same: a note, never fixed.
  CHECK(D.Tentative.count("USE_ORB_H3"));
}

TEST_CASE("digits written apart from the word are not the backend's name",
          "[derive][tokens]") {
  // `vq_orb_3.c`, `Orb_3_open`: the tree writes `orb_3`, never `orb3`.
  DerivedPack D;
  D.RepoRoot = "/work/checkout";
  D.RemovedFiles = {"lib/vq/vq_orb_3.c", "lib/vq/vq_orb_3.h"};
  std::string Body = "int Orb_3_open(void);\nint Orb_3_close(void);\n";
  RemovedText R =
      removedOf({{"lib/vq/vq_orb_3.c", Body}, {"lib/vq/vq_orb_3.h", Body}});
  D.Symbols["C/C++ function"] = {"Orb_3_close", "Orb_3_open"};
  chooseTokens(R, projectTree({}), KeptTree(), D);
  CHECK(llvm::is_contained(D.Tokens, "orb"));
  CHECK_FALSE(llvm::is_contained(D.Tokens, "orb3"));
}

TEST_CASE("hundreds of unset script variables are set aside, and said",
          "[derive]") {
  RemovedText R;
  std::string Deleted, Reads;
  for (int I = 0; I < 65; ++I) {
    Deleted += "OPT_" + std::to_string(I) + "=1\n";
    Reads += "echo $OPT_" + std::to_string(I) + "\n";
  }
  R.DeletedLines["configure.ac"] = Deleted;
  DerivedPack D;
  collectUnsetVariables(R, treeOf({{"configure.ac", Reads}}), D);
  CHECK(D.Symbols.empty());
  CHECK(D.SetAside == std::vector<std::string>{
                          "65 script variables the removal left unset: more "
                          "than 64 are a rewritten build, none taken"});
}

TEST_CASE("a file's license is its SPDX line or the words of its text",
          "[derive][vendored]") {
  using S = std::set<std::string>;
  CHECK(licensesStated("// SPDX-License-Identifier: Apache-2.0 OR MIT\n") ==
        S{"apache", "mit"});
  CHECK(licensesStated("/* SPDX-License-Identifier: (GPL-2.0-or-later WITH "
                       "Linux-syscall-note) */") == S{"gpl"});
  CHECK(licensesStated("  This software is provided 'as-is', without any "
                       "express or implied\n") == S{"zlib"});
  // The LGPL's text names the GPL it departs from.
  CHECK(licensesStated("under the terms of the GNU Lesser General Public "
                       "License, which extends the GNU General Public "
                       "License") == S{"lgpl"});
  // The SPDX line is the file's word: a license text quoted below it is not.
  CHECK(licensesStated("# SPDX-License-Identifier: curl\n# Permission is "
                       "hereby granted, free of charge, to any person") ==
        S{"curl"});
  CHECK(licensesStated("// the MIT Kerberos library\n").empty());
  // Only a comment states a license, and only one with a known name.
  CHECK(licensesStated("const char *s = \"SPDX-License-Identifier: MIT\";")
            .empty());
  CHECK(licensesStated("// SPDX-License-Identifier: NONE\n").empty());
}

TEST_CASE("a folder of code under another license is vendored",
          "[derive][vendored]") {
  const std::string Own = "/* This software is provided 'as-is', without any "
                          "express */\n";
  const std::string Apache = "/* SPDX-License-Identifier: Apache-2.0 */\n";
  KeptTree K;
  auto Add = [&](std::string P, std::string T) {
    K.Paths.push_back(std::move(P));
    K.Texts.push_back(std::move(T));
  };
  // Six files under Apache-2.0 are under a tenth of those stating one.
  for (int I = 0; I < 60; ++I)
    Add("src/f" + std::to_string(I) + ".c", Own);
  Add("src/video/v.c", Own);
  Add("src/video/khr/vk/vk.h", Apache);
  Add("src/video/khr/vk/vk_x.h", Apache);
  Add("src/video/khr/egl/egl.h", Apache);
  // One file under another license among the tree's own is the tree's.
  Add("src/misc/utf8.c", Apache);
  Add("src/misc/misc.c", Own);
  // A folder whose files mostly state no license is not taken on two.
  Add("lib/x/one.h", Apache);
  Add("lib/x/two.h", Apache);
  for (const char *P : {"lib/x/p.c", "lib/x/q.c", "lib/x/r.c"})
    Add(P, "int x;\n");
  DerivedPack D;
  findForeignCode(K, D);
  REQUIRE(D.ForeignCode.size() == 1);
  CHECK(D.ForeignCode.begin()->first == "src/video/khr/");
  CHECK(inVendoredCode("src/video/khr/egl/egl.h", D));
  CHECK(inVendoredCode("third_party/z/z.c", D));
  CHECK_FALSE(inVendoredCode("src/video/v.c", D));
  CHECK_FALSE(inVendoredCode("src/video/khr2/a.h", D));
  // A file the removal added or edited is its own: the folder is not all
  // someone else's.
  DerivedPack Written;
  Written.Added = {"src/video/khr/vk/vk.h"};
  findForeignCode(K, Written);
  CHECK(Written.ForeignCode.empty());
}

TEST_CASE("a part of the removed folder named for kept code is no token",
          "[derive][tokens]") {
  DerivedPack D;
  D.RepoRoot = "/work/compiler";
  D.RemovedDirs = {"contrib/lumo/"};
  std::vector<std::pair<std::string, std::string>> Files;
  // Ten files a part: `rtx/` serves a kept backend, `board/` only lumo.
  for (int I = 0; I < 10; ++I) {
    std::string N = std::to_string(I);
    Files.push_back({"contrib/lumo/rtx/conv" + N + ".py",
                     "import rtx  # lumo over rtx\nlumo_rtx_" + N + " = 1\n"});
    Files.push_back({"contrib/lumo/board/make" + N + ".py",
                     "board = 'lumo board'\nlumo_board_" + N + " = 1\n"});
  }
  RemovedText R = removedOf(Files);
  KeptTree K = projectTree({{"backends/rtx/rtx.py", "rtx = 1\nrtx_run = 2\n"
                                                    "import rtx\nrtx.run()\n"
                                                    "rtx.stop()\n"},
                            {"docker/install_board.sh", "echo board\n"}});
  for (int I = 0; I < 10; ++I)
    K.Texts.back() = *K.Texts.back() + "rtx rtx\n";
  chooseTokens(R, K, KeptTree(), D);
  const TokenCandidate *Rtx = candidate(D, "rtx");
  REQUIRE(Rtx);
  INFO(Rtx->Rejected);
  CHECK(llvm::StringRef(Rtx->Rejected).starts_with("names a part of the"));
  CHECK(llvm::is_contained(D.Tokens, "lumo"));
  CHECK(llvm::is_contained(D.Tokens, "board"));
}

TEST_CASE("a name matched on its spelling that kept code spells more is kept",
          "[derive]") {
  DerivedPack D;
  D.Symbols["Python function"] = {"register_global", "warm_up_cache"};
  markTentative(D);
  REQUIRE(D.Tentative.count("register_global"));
  RemovedText R = removedOf(
      {{"contrib/lumo/ops.py", "def register_global(f):\n    return f\n"
                               "def warm_up_cache():\n    pass\n"}});
  std::string Uses = "from ffi import register_global\n";
  for (int I = 0; I < 10; ++I)
    Uses += "@register_global\ndef f" + std::to_string(I) + "(): pass\n";
  // Two kept lines still use warm_up_cache: leftovers, not its own.
  KeptTree K = treeOf({{"python/a.py", Uses},
                       {"python/b.py", "warm_up_cache()\nwarm_up_cache()\n"}});
  dropKeptSpellings(R, K, D);
  CHECK(D.Symbols["Python function"] ==
        std::vector<std::string>{"warm_up_cache"});
  CHECK_FALSE(D.Tentative.count("register_global"));
  CHECK(D.Tentative.count("warm_up_cache"));
}
