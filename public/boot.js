// Starts the app of a page the server drew (decision 043), once that page is on screen: the
// app's code then downloads and runs after the first paint instead of before it (#10 item 17).
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preload = (script.getAttribute('data-preload') || '').split(' ');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < preload.length; i++) {
      if (!preload[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preload[i];
      document.head.appendChild(link);
    }
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }
  // After the next frame is painted; a hidden tab paints no frames, hence the timer.
  setTimeout(start, 200);
  if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
})();
