# Finds libxmp, the tracker module player used for MOD music.
find_library(xmp_LIBRARY NAMES xmp)
find_path(xmp_INCLUDE_PATH NAMES xmp.h)
include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(xmp REQUIRED_VARS xmp_LIBRARY xmp_INCLUDE_PATH)
if(xmp_FOUND AND NOT TARGET xmp::xmp)
    add_library(xmp::xmp UNKNOWN IMPORTED)
    set_target_properties(xmp::xmp PROPERTIES
        IMPORTED_LOCATION "${xmp_LIBRARY}"
        INTERFACE_INCLUDE_DIRECTORIES "${xmp_INCLUDE_PATH}")
endif()
