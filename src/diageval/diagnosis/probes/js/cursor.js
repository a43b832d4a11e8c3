([x, y]) => { const e = window.__dgDom.fromPoint(x, y); return e ? getComputedStyle(e).cursor : null; }
