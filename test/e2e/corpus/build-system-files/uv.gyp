{ 'includes': ['common.gypi'],
  'targets': [ { 'target_name': 'libuv', 'sources': ['src/uv.c'] } ] }
