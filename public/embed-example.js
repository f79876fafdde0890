// The example host page's own script (embed-example.html): a file, not inline, so the page's
// content security policy needs no exception (docs/reliability.md, "Content security policy").
// The member's token, here from this page's address (a real host page renders it on its server).
var token = new URLSearchParams(location.search).get('collector_token');
if (token) document.getElementById('raeppli').setAttribute('data-collector-token', token);

function log(line) {
  document.getElementById('log').textContent += line + '\n';
}
['ready', 'popup', 'close', 'redeemed'].forEach(function (name) {
  document.addEventListener('raeppli:' + name, function (e) {
    log('raeppli:' + name + ' ' + JSON.stringify(e.detail));
  });
});
// "Open" actions: the host shows its own web view; here, the page in a new tab.
document.addEventListener('raeppli:navigate', function (e) {
  e.preventDefault();
  log('raeppli:navigate ' + JSON.stringify(e.detail));
  var url = new URL(e.detail.url);
  if (token) url.searchParams.set('collector_token', token);
  window.open(url.href, '_blank', 'noopener');
});
document.getElementById('reset').addEventListener('click', function () {
  window.Raeppli && window.Raeppli.resetHome();
});
