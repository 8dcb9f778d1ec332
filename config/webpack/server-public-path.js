// The first module of each page's Node build: its files' URL prefix is the release it is loaded
// from, given by whoever loads it (create-server-config.ts), as a remote's browser build works it
// out from the address of its own entry.
// eslint-disable-next-line no-undef -- webpack's own free variable, replaced in the build.
__webpack_public_path__ = require('prerender:public-path');
