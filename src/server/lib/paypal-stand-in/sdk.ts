/**
 * The fake PayPal browser SDK served by the stand-in at GET /sdk/js, for browser tests.
 *
 * Contract (what the client engineer can rely on):
 * - Loading `${standIn.sdkUrl}?client-id=...&currency=USD&intent=capture` (what PayPalScriptProvider does
 *   with sdkBaseUrl = the sdkUrl of GET /api/paypal/setup) defines `window.paypal` with
 *   `Buttons(props)`, returning `{ isEligible() -> true, render(container) -> Promise, close() -> Promise,
 *   updateProps() -> Promise }`, as @paypal/react-paypal-js's <PayPalButtons> expects. props.onInit is
 *   called with actions { enable(), disable() }.
 * - render() puts two buttons in the container: "PayPal" (data-testid="paypal-stand-in-pay") and
 *   "Cancel payment" (data-testid="paypal-stand-in-cancel").
 * - "PayPal": calls props.createOrder() (your POST /api/paypal/order), approves that order on the stand-in
 *   as the buyer would (POST {standIn}/test/orders/{id}/approve), then calls
 *   props.onApprove({ orderID, payerID }) (your POST /api/paypal/order/{id}/capture). A failure of any
 *   step calls props.onError(error). While it runs the button is disabled.
 * - "Cancel payment": calls props.createOrder() then props.onCancel({ orderID }).
 * - The page's CSP must allow the stand-in's origin in script-src and connect-src: the server does when
 *   PAYPAL_SDK_URL / PAYPAL_API_BASE point at the stand-in.
 */
export function fakeSdkSource(base: string): string {
  return `(function () {
  var API = ${JSON.stringify(base)};
  var ok = function () { return Promise.resolve(); };
  function button(label, testId) {
    var b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.setAttribute('data-testid', testId);
    b.style.cssText = 'display:block;width:100%;margin:4px 0;padding:10px;border-radius:4px;border:1px solid #888;' +
      (testId === 'paypal-stand-in-pay' ? 'background:#ffc439;color:#111;font-weight:bold;' : 'background:#fff;color:#111;');
    return b;
  }
  function Buttons(props) {
    props = props || {};
    var container = null;
    var actions = { enable: ok, disable: ok };
    if (typeof props.onInit === 'function') props.onInit({}, actions);
    function fail(err) {
      if (typeof props.onError === 'function') props.onError(err);
      else console.error(err);
    }
    function createOrder() {
      if (typeof props.createOrder !== 'function') return Promise.reject(new Error('createOrder is required'));
      return Promise.resolve(props.createOrder({ paymentSource: 'paypal' }, {}));
    }
    return {
      isEligible: function () { return true; },
      updateProps: ok,
      render: function (target) {
        container = typeof target === 'string' ? document.querySelector(target) : target;
        if (!container) return Promise.reject(new Error('PayPal stand-in: container not found'));
        var wrap = document.createElement('div');
        wrap.setAttribute('data-testid', 'paypal-stand-in');
        var pay = button('PayPal', 'paypal-stand-in-pay');
        var cancel = button('Cancel payment', 'paypal-stand-in-cancel');
        pay.addEventListener('click', function () {
          pay.disabled = true;
          createOrder()
            .then(function (orderID) {
              return fetch(API + '/test/orders/' + encodeURIComponent(orderID) + '/approve', { method: 'POST' })
                .then(function (res) {
                  if (!res.ok) throw new Error('PayPal stand-in: approval failed (' + res.status + ')');
                  return res.json();
                })
                .then(function (approved) {
                  if (typeof props.onApprove === 'function') {
                    return props.onApprove({ orderID: orderID, payerID: approved.payerId, paymentSource: 'paypal' }, {});
                  }
                });
            })
            .catch(fail)
            .then(function () { pay.disabled = false; });
        });
        cancel.addEventListener('click', function () {
          createOrder()
            .then(function (orderID) {
              if (typeof props.onCancel === 'function') props.onCancel({ orderID: orderID });
            })
            .catch(fail);
        });
        wrap.appendChild(pay);
        wrap.appendChild(cancel);
        container.appendChild(wrap);
        return Promise.resolve();
      },
      close: function () {
        if (container) container.innerHTML = '';
        return Promise.resolve();
      },
    };
  }
  window.paypal = { Buttons: Buttons, version: 'lampstand-stand-in', FUNDING: { PAYPAL: 'paypal' } };
})();
`;
}
