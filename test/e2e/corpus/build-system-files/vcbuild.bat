@echo off
python gyp_uv.py -Dtarget_arch=x86
