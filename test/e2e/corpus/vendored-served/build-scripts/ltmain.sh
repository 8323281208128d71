#! /bin/sh
# ltmain.sh - Provide generalized library-building support services.
case $host in
  *-*-lumenos*)
    soname_spec=lumenos ;;
esac
