/**
 * A recording stand-in for the `electron` module (issue 23): no Electron binary exists here, so
 * the BUILT main process (out/main/index.js) runs in plain Node with this module in place of
 * `electron` (see electron-standin-preload.cjs). It records what main does, reports each record to
 * the parent over the fork IPC channel, and takes commands from it: emit an app event
 * (second-instance, open-file), call the RPC handler as the app page would, probe the session's
 * permission handler and the navigation guards. Members main may use that are not modelled are
 * recording no-ops (a Proxy), so a new call is recorded instead of crashing the run.
 */
'use strict';
const { EventEmitter } = require('node:events');

const records = [];
function record(name, detail) {
  const entry = { name, at: performance.now(), ...(detail === undefined ? {} : { detail }) };
  records.push(entry);
  if (process.send) process.send({ type: 'record', record: safe(entry) });
}
/** Only what survives the IPC channel: functions become '[function]', cycles are cut. */
function safe(value, depth = 0) {
  if (typeof value === 'function') return '[function]';
  if (value === null || typeof value !== 'object') return value;
  if (depth > 6) return '[deep]';
  if (Array.isArray(value)) return value.map((v) => safe(v, depth + 1));
  const out = {};
  for (const [k, v] of Object.entries(value)) out[k] = safe(v, depth + 1);
  return out;
}

/** Unknown members record their calls and answer undefined. */
function tolerant(target, label) {
  return new Proxy(target, {
    get(obj, prop, receiver) {
      if (prop in obj || typeof prop === 'symbol') return Reflect.get(obj, prop, receiver);
      if (prop === 'then' || prop === '__esModule') return undefined;
      return (...args) => record(`${label}.${String(prop)}`, { args: safe(args) });
    },
  });
}

const userData = process.env.FS3_STANDIN_USER_DATA;
if (!userData) throw new Error('electron-standin: set FS3_STANDIN_USER_DATA to a temp folder');

// ---- session ---------------------------------------------------------------------------------
class Session {
  constructor() {
    this.handlers = {};
    this.webRequest = tolerant({ onHeadersReceived: (fn) => { this.handlers.headers = fn; record('session.webRequest.onHeadersReceived'); } }, 'session.webRequest');
  }
  setPermissionRequestHandler(fn) { this.handlers.request = fn; record('session.setPermissionRequestHandler'); }
  setPermissionCheckHandler(fn) { this.handlers.check = fn; record('session.setPermissionCheckHandler'); }
  setDevicePermissionHandler(fn) { this.handlers.device = fn; record('session.setDevicePermissionHandler'); }
  setSpellCheckerEnabled(on) { record('session.setSpellCheckerEnabled', { on }); }
}
const defaultSession = tolerant(new Session(), 'session');

// ---- windows -----------------------------------------------------------------------------------
const windows = [];
let nextId = 1;
class WebContents extends EventEmitter {
  constructor(win) {
    super();
    this.id = win.id;
    this.session = defaultSession;
    this.url = '';
    this.destroyed = false;
  }
  setWindowOpenHandler(fn) { this.windowOpenHandler = fn; record('webContents.setWindowOpenHandler'); }
  send(channel, payload) { record('webContents.send', { channel, payload: safe(payload) }); }
  isDestroyed() { return this.destroyed; }
  getURL() { return this.url; }
  on(event, fn) { record('webContents.on', { event }); return super.on(event, fn); }
}
class BrowserWindow extends EventEmitter {
  constructor(options = {}) {
    super();
    this.id = nextId++;
    this.options = options;
    this.visible = false;
    this.focused = process.env.FS3_STANDIN_FOCUSED !== '0';
    this.webContents = tolerant(new WebContents(this), 'webContents');
    windows.push(this);
    record('BrowserWindow.new', { options: safe(options) });
    return tolerant(this, 'BrowserWindow');
  }
  static getAllWindows() { return windows.filter((w) => !w.webContents.destroyed); }
  static getFocusedWindow() { return windows.find((w) => w.focused) ?? null; }
  static fromWebContents(contents) { return windows.find((w) => w.webContents === contents) ?? null; }
  loadURL(url) {
    this.webContents.url = url;
    record('BrowserWindow.loadURL', { url });
    // The page "paints" on the next turn, as soon as main is idle: what the benchmark measures.
    setImmediate(() => {
      record('ready-to-show');
      this.emit('ready-to-show');
    });
    return Promise.resolve();
  }
  show() { this.visible = true; record('BrowserWindow.show'); }
  focus() { record('BrowserWindow.focus'); }
  isMinimized() { return false; }
  restore() { record('BrowserWindow.restore'); }
  maximize() { record('BrowserWindow.maximize'); }
  isMaximized() { return false; }
  isFocused() { return this.focused; }
  isDestroyed() { return this.webContents.destroyed; }
  getNormalBounds() { return { x: 0, y: 0, width: 1280, height: 800 }; }
  setProgressBar(value) { record('BrowserWindow.setProgressBar', { value }); }
  setMenu(menu) { record('BrowserWindow.setMenu', { menu: safe(menu) }); }
}

// ---- app -----------------------------------------------------------------------------------
const appEmitter = new EventEmitter();
let resolveReady;
const ready = new Promise((res) => (resolveReady = res));
setImmediate(() => {
  app.isReadyFlag = true;
  resolveReady();
  appEmitter.emit('ready');
});
const app = Object.assign(appEmitter, {
  isReadyFlag: false,
  isPackaged: false,
  enableSandbox: () => record('app.enableSandbox'),
  requestSingleInstanceLock: () => { record('app.requestSingleInstanceLock'); return process.env.FS3_STANDIN_SECOND === '1' ? false : true; },
  whenReady: () => { record('app.whenReady'); return ready; },
  isReady: () => app.isReadyFlag,
  quit: () => { record('app.quit'); setImmediate(() => process.exit(0)); },
  exit: (code) => { record('app.exit', { code }); process.exit(code ?? 0); },
  getPath: (name) => { record('app.getPath', { name }); return userData; },
  getVersion: () => '0.1.0-standin',
  getName: () => 'FS3 Console',
  getAppPath: () => process.cwd(),
  getLocale: () => 'en-GB',
  addRecentDocument: (path) => record('app.addRecentDocument', { path }),
  clearRecentDocuments: () => record('app.clearRecentDocuments'),
});
const appOn = appEmitter.on.bind(appEmitter);
app.on = (event, fn) => { record('app.on', { event }); return appOn(event, fn); };

// ---- the rest ------------------------------------------------------------------------------
const handlers = new Map();
const ipcMain = tolerant(Object.assign(new EventEmitter(), {
  handle: (channel, fn) => { handlers.set(channel, fn); record('ipcMain.handle', { channel }); },
  removeHandler: (channel) => handlers.delete(channel),
}), 'ipcMain');

let applicationMenu = null;
const Menu = tolerant({
  buildFromTemplate: (template) => ({ template, items: template }),
  setApplicationMenu: (menu) => { applicationMenu = menu; record('Menu.setApplicationMenu', { menu: safe(menu) }); },
  getApplicationMenu: () => applicationMenu,
}, 'Menu');

class Notification {
  constructor(options) { this.options = options; }
  static isSupported() { return true; }
  show() { record('Notification.show', { options: safe(this.options) }); }
  on() { return this; }
}

const standin = {
  app: tolerant(app, 'app'),
  BrowserWindow,
  ipcMain,
  Menu,
  MenuItem: class MenuItem { constructor(options) { Object.assign(this, options); } },
  Notification,
  session: tolerant({ defaultSession }, 'session'),
  shell: tolerant({}, 'shell'),
  dialog: tolerant({}, 'dialog'),
  nativeTheme: tolerant(Object.assign(new EventEmitter(), { themeSource: 'system', shouldUseDarkColors: false }), 'nativeTheme'),
  clipboard: tolerant({}, 'clipboard'),
  screen: tolerant({}, 'screen'),
  protocol: tolerant({}, 'protocol'),
};

// ---- commands from the test ------------------------------------------------------------------
async function command(msg) {
  const win = windows[0];
  switch (msg.type) {
    case 'emit-app': {
      // Electron's app events carry an event object first.
      const event = { preventDefault: () => record('event.preventDefault', { event: msg.event }) };
      appEmitter.emit(msg.event, event, ...msg.args);
      return null;
    }
    case 'invoke': {
      const fn = handlers.get(msg.channel);
      if (!fn) throw new Error(`no handler on ${msg.channel}`);
      const event = { senderFrame: { url: win ? win.webContents.url : '', parent: null }, sender: win && win.webContents };
      return safe(await fn(event, msg.method, msg.payload));
    }
    case 'permission': {
      const h = defaultSession.handlers;
      const answers = await Promise.all([
        new Promise((res) => (h.request ? h.request(win && win.webContents, msg.permission, res, {}) : res('no handler'))),
      ]);
      return { request: answers[0], check: h.check ? h.check(null, msg.permission, '', {}) : 'no handler' };
    }
    case 'navigate': {
      let prevented = false;
      const event = { url: msg.url, preventDefault: () => (prevented = true) };
      const contents = win.webContents;
      if (contents.listenerCount(msg.event) === 0) return { listened: false, prevented };
      contents.emit(msg.event, event, msg.url);
      return { listened: true, prevented };
    }
    case 'records':
      return safe(records);
    default:
      throw new Error(`unknown command ${msg.type}`);
  }
}
process.on('message', (msg) => {
  if (!msg || typeof msg !== 'object' || msg.id === undefined) return;
  command(msg).then(
    (result) => process.send({ type: 'reply', id: msg.id, result }),
    (error) => process.send({ type: 'reply', id: msg.id, error: String(error && error.stack ? error.stack : error) }),
  );
});

module.exports = standin;
