# Mirrors the defaults of src/qconfig.h as compile definitions, so that a
# CUSTOMIZE_BUILD can override single values from the command line.
if (${CUSTOMIZE_BUILD})
    target_compile_definitions(quill PUBLIC EXTERNAL_CONFIG_FLAGS)

    macro(define_if target variable)
        if (${${variable}})
            target_compile_definitions(${target} PUBLIC "${variable}")
        endif ()
    endmacro()

    define_if(quill SUPPORT_GIF_RECORDING)
    define_if(quill SUPPORT_WINMM_HIGHRES_TIMER)

    target_compile_definitions(quill PUBLIC "MAX_FILEPATH_LENGTH=4096")
    target_compile_definitions(quill PUBLIC "MAX_GAMEPADS=4")
    target_compile_definitions(quill PUBLIC "MAX_GAMEPAD_BUTTONS=32")
    target_compile_definitions(quill PUBLIC "MAX_KEY_PRESSED_QUEUE=16")

    target_compile_definitions(quill PUBLIC "DEFAULT_AUDIO_BUFFER_SIZE=4096")

    target_compile_definitions(quill PUBLIC "MAX_TRACELOG_MSG_LENGTH=128")
    target_compile_definitions(quill PUBLIC "MAX_NWP_MESSAGES=512") # ORACLE-FLAG: the removed platform's message queue size
endif ()
