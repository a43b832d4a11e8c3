// Whether a select sits in the same form as a field the plan typed into (read-only). The form is the field's
// closest form-like block (a form, a dialog, a fieldset, a role=form or role=search block); when the field
// has none, the smallest block that holds both the field and a button the plan pressed (an inline add row:
// "New item", a "Group" select, "Add item"), unless the button is a list item's own. A list's filter bar
// beside a dialog the plan typed into, or beside a row's button, is no part of that form.
([sid, fids, bids]) => {
  const E = window.__dg && window.__dg.elems;
  const sel = E && E[sid];
  if (!sel || !sel.isConnected) return false;
  const FORM = 'form, dialog, [role=dialog], [role=alertdialog], fieldset, [role=form], [role=search]';
  const buttons = bids.map((i) => E[i]).filter((b) => b && b.isConnected);
  for (const f of fids.map((i) => E[i])) {
    if (!f || !f.isConnected) continue;
    const box = f.closest(FORM);
    if (box) {
      if (box.contains(sel)) return true;
      continue;
    }
    for (const b of buttons) {
      const item = b.closest('li, tr, article, [role=row], [role=listitem], [role=article]');
      if (item && !item.contains(f)) continue; // an item's own control: the block would be the whole list
      let a = f.parentElement;
      while (a && !a.contains(b)) a = a.parentElement;
      if (a && a !== document.body && a !== document.documentElement && a.contains(sel)) return true;
    }
  }
  return false;
}
