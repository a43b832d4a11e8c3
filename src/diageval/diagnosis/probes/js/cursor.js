([x, y]) => { const e = document.elementFromPoint(x, y); return e ? getComputedStyle(e).cursor : null; }
