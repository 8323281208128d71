# Configuration of the prebuilt Visual Studio package.
set(TBX_OGG                 TRUE)
set(TBX_MOD                 TRUE)  # ORACLE-KEEP: the format option
set(TBX_MOD_RETRAK          TRUE)  # EXPECT-SWEEP: cmake-option
set(TBX_MOD_XMP             FALSE)
