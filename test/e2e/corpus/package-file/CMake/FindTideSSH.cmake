find_path(TIDESSH_INCLUDE_DIR tidessh/ssh.h)
find_library(TIDESSH_LIBRARY tidessh)
