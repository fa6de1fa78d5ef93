/*
 * The public face's first script (ADR 0041). The server renders /, /faqs and /website to HTML for
 * a signed-out visitor in the language of the `locale` cookie (or ?lang=); the app's script is not
 * in the page. This script, loaded before the first paint:
 * - keeps the `locale` cookie equal to the app's saved choice (localStorage `locale`), and saves
 *   a language asked for with ?lang= as the choice, so the next page comes in it;
 * - when this browser has what the server could not see (a session, another language, a dark or
 *   right-to-left layout), hides the rendered page and starts the app at once, which draws the
 *   page as it always has;
 * - otherwise starts the app on the visitor's first move (touch, scroll, pointer, key, focus): the
 *   app then takes the page over as it is and its links navigate within the app. Until then the
 *   links are plain links and work as such.
 */
/* global window, document */
(function () {
  var script = document.currentScript;
  var app = script && script.getAttribute('data-app');
  if (!app) return;
  var html = document.documentElement;
  var read = function (key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  };
  var asked = new URLSearchParams(window.location.search).get('lang');
  if (asked && asked === html.lang) {
    try {
      window.localStorage.setItem('locale', asked);
    } catch {
      // No storage: the cookie below still carries the choice.
    }
  }
  var locale = read('locale') || (asked === html.lang ? asked : 'en');
  document.cookie =
    'locale=' + encodeURIComponent(locale) + '; path=/; max-age=31536000; samesite=lax';

  var started = false;
  var moves = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'];
  function start() {
    if (started) return;
    started = true;
    moves.forEach(function (move) {
      window.removeEventListener(move, start, true);
    });
    var module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = app;
    document.head.appendChild(module);
  }

  // A button pressed before the app has taken the page over (the menu, a question) is pressed
  // again once React holds it, so the visitor's first tap is not lost. Once React has the root
  // it answers clicks itself (it hydrates at once what is clicked).
  var owned = function (element, prefix) {
    return Object.keys(element).some(function (key) {
      return key.indexOf(prefix) === 0;
    });
  };
  var pending = null;
  function pressLater(event) {
    var root = document.getElementById('root');
    if (!root || owned(root, '__reactContainer')) {
      window.removeEventListener('click', pressLater, true);
      return;
    }
    var button = event.target.closest ? event.target.closest('#root button') : null;
    if (!button) return;
    start();
    // Pressed twice while waiting: still one press, on the last button pressed.
    var waiting = pending !== null;
    pending = button;
    if (waiting) return;
    var tries = 0;
    (function press() {
      if (owned(pending, '__reactProps')) {
        var pressed = pending;
        pending = null;
        pressed.click();
      } else if (++tries < 600) window.setTimeout(press, 50);
    })();
  }

  var theme = read('theme');
  var differs =
    Boolean(read('token')) ||
    locale !== html.lang ||
    (theme !== null && theme !== 'light') ||
    read('rtlClass') === 'rtl';
  if (differs) {
    var hide = document.createElement('style');
    hide.textContent = '#root{visibility:hidden}';
    document.head.appendChild(hide);
    document.addEventListener('DOMContentLoaded', function () {
      var state = document.getElementById('server-render-state');
      if (state) state.remove();
      var root = document.getElementById('root');
      if (root) root.textContent = '';
      hide.remove();
      start();
    });
    return;
  }
  moves.forEach(function (move) {
    window.addEventListener(move, start, { capture: true, passive: true });
  });
  window.addEventListener('click', pressLater, true);
})();
