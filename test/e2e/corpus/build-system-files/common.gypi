{ 'variables': { 'gyp_visibility': 'hidden' } }
