# Finds libretrak, an alternative MOD player library.
find_library(retrak_LIBRARY NAMES retrak)
find_path(retrak_INCLUDE_PATH NAMES retrak/retrak.h)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(retrak REQUIRED_VARS retrak_LIBRARY retrak_INCLUDE_PATH)
if(retrak_FOUND AND NOT TARGET retrak::retrak)
    add_library(retrak::retrak UNKNOWN IMPORTED)
    set_target_properties(retrak::retrak PROPERTIES
        IMPORTED_LOCATION "${retrak_LIBRARY}"
        INTERFACE_INCLUDE_DIRECTORIES "${retrak_INCLUDE_PATH}")
endif()
