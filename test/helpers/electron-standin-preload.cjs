/**
 * `node --require` this before the built main process: `require('electron')` then resolves to
 * the recording stand-in instead of the npm package (which only knows the path of a binary).
 */
'use strict';
const Module = require('node:module');
const { join } = require('node:path');

const standin = join(__dirname, 'electron-standin.cjs');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return request === 'electron' ? standin : resolveFilename.call(this, request, ...rest);
};
