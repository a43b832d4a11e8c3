// The donation form: Tom Select pickers for the donor and the items (both let you add a new one), the list of
// lines and the recording of the donation. Mixed into the desk component.
import { TODAY, DONORS } from './data.js';
import { slug } from './util.js';

const ts = { donor: null, item: null }; // the Tom Select instances stay outside Alpine's reactive state

export const pickers = {
  initDonor(el) {
    const self = this;
    ts.donor = new window.TomSelect(el, {
      options: DONORS.map(d => ({ value: d, text: d })),
      create: input => ({ value: 'new:' + input, text: input }),
      maxItems: 1, placeholder: 'Type to find a donor', dropdownParent: 'body',
      render: { option_create: (data, escape) => `<div class="create">Add new donor: <strong>${escape(data.input)}</strong>…</div>` },
      onChange(value) { self.donation.donor = value; },
    });
  },

  initItem(el) {
    const self = this;
    ts.item = new window.TomSelect(el, {
      create: input => ({ value: 'new:' + input, text: input }),
      maxItems: 1, placeholder: 'Type to find an item', dropdownParent: 'body', maxOptions: 60,
      render: { option_create: (data, escape) => `<div class="create">Add new item: <strong>${escape(data.input)}</strong>…</div>` },
      onChange(value) {
        self.donation.item = value;
        self.donation.itemText = value ? this.options[value].text : '';
      },
    });
  },

  openDonation() {
    ts.item.clearOptions();
    ts.item.addOptions(this.stock.map(s => ({ value: s.id, text: s.name })));
    ts.item.clear(true);
    ts.donor.clear(true);
    this.donation = { open: true, donor: '', item: '', itemText: '', qty: '', lines: [] };
  },

  addLine() {
    const d = this.donation;
    const qty = Number(d.qty);
    if (!d.item || !(qty > 0)) return;
    const isNew = d.item.startsWith('new:');
    const line = isNew ? { id: slug(d.itemText), name: d.itemText.trim(), qty, isNew }
      : { id: d.item, name: d.itemText, qty, isNew: false };
    const same = d.lines.find(l => l.id === line.id);
    if (same) same.qty += qty; else d.lines.push(line);
    ts.item.clear(true);
    d.item = ''; d.itemText = ''; d.qty = '';
  },

  removeLine(i) { this.donation.lines.splice(i, 1); },

  recordDonation() {
    const d = this.donation;
    const donor = d.donor.startsWith('new:') ? d.donor.slice(4).trim() : d.donor;
    this.busy(() => {
      for (const line of d.lines) {
        const item = this.stock.find(s => s.id === line.id);
        if (item) item.qty += line.qty;
      }
      // items typed in that we have not stocked before get a row of their own under "Other"
      for (const line of d.lines.filter(l => l.isNew && !this.stock.some(s => s.id === l.id))) {
        this.stock.push({ id: line.id, name: line.name, category: 'Other', qty: 0, low: 5 });
      }
      const rec = { id: 'D-' + this.nextDonation++, date: TODAY, donor, lines: d.lines.map(l => [l.id, l.qty]) };
      this.donations.push(rec);
      this.donation = { ...d, open: false, lines: [] };
      if (!this.openCats.includes('Other') && d.lines.some(l => l.isNew)) this.openCats.push('Other');
      this.toast(`Donation ${rec.id} from ${donor} recorded: thank you!`);
    });
  },
};
