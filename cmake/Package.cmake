# The release artifact: `cpack` (scripts/package.sh) turns an existing
# build tree into a .tar.gz and a .deb holding only the `cli` component
# (bin/sweeper, stripped, and share/backend-sweeper/rules). Packaging
# installs what is built and compiles nothing, so CI packages the tree its
# tests ran on. The binary is linked fully static (sweeper/CMakeLists.txt):
# it needs nothing but an x86_64 Linux kernel, hence no package
# dependencies.
string(TOLOWER "${CMAKE_SYSTEM_NAME}-${CMAKE_SYSTEM_PROCESSOR}" _sweeper_platform)
set(CPACK_PACKAGE_NAME backend-sweeper)
set(CPACK_PACKAGE_VENDOR backend-sweeper)
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY
  "Find every reference a backend removal left behind")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
# The release asset's name, which plugins/github/install.sh downloads:
# backend-sweeper-VERSION-linux-x86_64.tar.gz, one top-level folder.
# (Kept apart too: include(CPack) leaves CPACK_PACKAGE_FILE_NAME set to
# the source package's name.)
set(SWEEPER_PACKAGE_FILE_NAME
  "${CPACK_PACKAGE_NAME}-${PROJECT_VERSION}-${_sweeper_platform}")
set(CPACK_PACKAGE_FILE_NAME ${SWEEPER_PACKAGE_FILE_NAME})
set(CPACK_GENERATOR TGZ DEB)
# Only the CLI and its rule packs: not the clang-tidy module (it needs
# Debian's shared LLVM), the tests or the documentation.
set(CPACK_INSTALL_CMAKE_PROJECTS "${CMAKE_BINARY_DIR};${PROJECT_NAME};cli;/")
set(CPACK_STRIP_FILES ON)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "backend-sweeper maintainers")
set(CPACK_DEBIAN_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_PACKAGE_DIRECTORY ${CMAKE_BINARY_DIR}/package)
include(CPack)
