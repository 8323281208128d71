{ 'targets': [ { 'target_name': 'run-tests', 'sources': ['run.c'] } ] }
