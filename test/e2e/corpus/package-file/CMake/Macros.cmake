macro(fetcher_option name)
endmacro()
