// Fieldnotes sample data: the British list (in field-guide order, grouped) and Nadia Brennan's outings.

export const SPECIES_GROUPS = [
  ['Swans, geese and ducks', 'Mute Swan, Whooper Swan, Pink-footed Goose, Greylag Goose, Canada Goose, Egyptian Goose, Shelduck, Mandarin Duck, Wigeon, Gadwall, Teal, Mallard, Pintail, Shoveler, Pochard, Tufted Duck, Scaup, Goldeneye, Goosander, Red-breasted Merganser, Ruddy Duck'],
  ['Gamebirds', 'Red-legged Partridge, Grey Partridge, Pheasant'],
  ['Divers, grebes and herons', 'Great Northern Diver, Little Grebe, Great Crested Grebe, Black-necked Grebe, Bittern, Little Egret, Great White Egret, Grey Heron, Cormorant'],
  ['Birds of prey', 'Osprey, Sparrowhawk, Marsh Harrier, Red Kite, Buzzard, Kestrel, Hobby, Peregrine'],
  ['Rails', 'Water Rail, Moorhen, Coot'],
  ['Waders', 'Oystercatcher, Avocet, Little Ringed Plover, Ringed Plover, Golden Plover, Lapwing, Dunlin, Ruff, Snipe, Woodcock, Black-tailed Godwit, Curlew, Redshank, Greenshank, Green Sandpiper, Wood Sandpiper, Common Sandpiper'],
  ['Gulls and terns', 'Little Gull, Black-headed Gull, Mediterranean Gull, Common Gull, Lesser Black-backed Gull, Herring Gull, Yellow-legged Gull, Great Black-backed Gull, Common Tern, Arctic Tern, Black Tern'],
  ['Pigeons to woodpeckers', 'Feral Pigeon, Stock Dove, Wood Pigeon, Collared Dove, Turtle Dove, Cuckoo, Barn Owl, Little Owl, Tawny Owl, Swift, Kingfisher, Green Woodpecker, Great Spotted Woodpecker, Lesser Spotted Woodpecker'],
  ['Larks to chats', 'Skylark, Sand Martin, Swallow, House Martin, Meadow Pipit, Tree Pipit, Yellow Wagtail, Grey Wagtail, Pied Wagtail, Wren, Dunnock, Robin, Nightingale, Black Redstart, Redstart, Whinchat, Stonechat, Wheatear'],
  ['Thrushes', 'Ring Ouzel, Blackbird, Fieldfare, Song Thrush, Redwing, Mistle Thrush'],
  ['Warblers and crests', "Cetti's Warbler, Grasshopper Warbler, Sedge Warbler, Reed Warbler, Lesser Whitethroat, Whitethroat, Garden Warbler, Blackcap, Wood Warbler, Chiffchaff, Willow Warbler, Goldcrest, Firecrest"],
  ['Flycatchers to crows', 'Spotted Flycatcher, Pied Flycatcher, Long-tailed Tit, Blue Tit, Great Tit, Coal Tit, Marsh Tit, Willow Tit, Nuthatch, Treecreeper, Jay, Magpie, Jackdaw, Rook, Carrion Crow, Raven, Starling'],
  ['Sparrows, finches and buntings', 'House Sparrow, Tree Sparrow, Chaffinch, Brambling, Greenfinch, Goldfinch, Siskin, Linnet, Lesser Redpoll, Bullfinch, Hawfinch, Yellowhammer, Reed Bunting, Corn Bunting'],
];

export const SPECIES = SPECIES_GROUPS.flatMap(([group, names]) =>
  names.split(', ').map(name => ({ name, group })));
export const ORDER = Object.fromEntries(SPECIES.map((s, i) => [s.name, i]));

export const SITES = ['Brandon Marsh', 'Draycote Water', 'Ryton Pools', 'Napton Reservoir', 'Coombe Abbey', 'Home garden'];

// id, date, site, start, minutes, sightings ("Species count" separated by commas)
const OUTINGS = [
  ['o01', '2025-01-01', 'Home garden', '09:00', 60, 'Blackbird 4, Robin 2, Blue Tit 5, Great Tit 3, Coal Tit 1, Dunnock 2, House Sparrow 12, Starling 20, Chaffinch 3, Goldfinch 6, Greenfinch 2, Wood Pigeon 8, Collared Dove 2, Magpie 3, Jackdaw 5, Long-tailed Tit 6, Wren 1, Song Thrush 1, Redwing 4, Fieldfare 10, Great Spotted Woodpecker 1, Sparrowhawk 1'],
  ['o02', '2025-02-14', 'Brandon Marsh', '08:00', 210, "Bittern 1, Water Rail 2, Cetti's Warbler 1, Grey Heron 3, Little Egret 2, Great White Egret 1, Cormorant 8, Mute Swan 6, Greylag Goose 30, Canada Goose 25, Wigeon 40, Gadwall 12, Teal 60, Mallard 20, Shoveler 14, Pochard 6, Tufted Duck 25, Goldeneye 3, Goosander 4, Little Grebe 3, Great Crested Grebe 4, Coot 40, Moorhen 6, Lapwing 50, Snipe 8, Black-headed Gull 100, Common Gull 6, Lesser Black-backed Gull 10, Herring Gull 3, Buzzard 2, Kestrel 1, Kingfisher 1, Reed Bunting 4, Siskin 10, Lesser Redpoll 6, Bullfinch 2, Treecreeper 1, Nuthatch 1, Marsh Tit 1, Robin 4, Wren 3, Blackbird 3"],
  ['o03', '2025-03-09', 'Draycote Water', '09:30', 180, 'Great Crested Grebe 20, Black-necked Grebe 1, Goldeneye 15, Goosander 6, Red-breasted Merganser 1, Scaup 2, Tufted Duck 80, Pochard 10, Wigeon 30, Mallard 15, Cormorant 12, Grey Heron 1, Coot 60, Black-headed Gull 200, Common Gull 20, Yellow-legged Gull 1, Great Black-backed Gull 2, Pied Wagtail 6, Meadow Pipit 4, Skylark 3, Stonechat 2, Linnet 10, Yellowhammer 4, Reed Bunting 2, Feral Pigeon 15, Rook 20, Carrion Crow 6, Raven 2, Red Kite 1, Peregrine 1'],
  ['o04', '2025-04-28', 'Coombe Abbey', '07:00', 150, 'Wood Warbler 1, Blackcap 6, Chiffchaff 5, Willow Warbler 3, Garden Warbler 1, Goldcrest 3, Nuthatch 2, Treecreeper 2, Great Spotted Woodpecker 2, Green Woodpecker 1, Stock Dove 3, Jay 2, Mistle Thrush 1, Song Thrush 2, Tawny Owl 1, Grey Heron 8, Mandarin Duck 2, Egyptian Goose 2, Canada Goose 10, Coot 6, Moorhen 3, Cuckoo 1, Swallow 4, Robin 3, Wren 4, Blue Tit 6, Great Tit 4, Long-tailed Tit 2, Chaffinch 5, Bullfinch 2, Marsh Tit 1'],
  ['o05', '2025-05-11', 'Brandon Marsh', '06:00', 180, 'Grasshopper Warbler 1, Cuckoo 2, Hobby 3, Common Tern 6, Reed Warbler 8, Sedge Warbler 6, Garden Warbler 2, Lesser Whitethroat 2, Whitethroat 4, Turtle Dove 1, Yellow Wagtail 2, Blackcap 5, Chiffchaff 4, Willow Warbler 2, Swift 15, Swallow 10, House Martin 8, Sand Martin 20, Lapwing 6, Common Sandpiper 2, Grey Heron 2, Little Egret 1, Mute Swan 4, Greylag Goose 10, Gadwall 4, Mallard 8, Tufted Duck 12, Coot 20, Moorhen 3, Reed Bunting 3, Kingfisher 1, Buzzard 1'],
  ['o06', '2025-06-08', 'Coombe Abbey', '06:30', 120, 'Spotted Flycatcher 2, Hobby 1, Swift 20, House Martin 10, Whitethroat 2, Lesser Whitethroat 1, Reed Warbler 3, Sedge Warbler 2, Cuckoo 1, Blackcap 4, Chiffchaff 3, Kingfisher 1, Grey Wagtail 1, Mute Swan 2, Mallard 6, Little Grebe 1, Buzzard 1, Kestrel 1, Yellowhammer 1, Jackdaw 10, Wood Pigeon 6, Goldfinch 4'],
  ['o07', '2025-08-24', 'Napton Reservoir', '08:00', 120, 'Green Sandpiper 2, Common Sandpiper 3, Greenshank 1, Ruff 1, Dunlin 2, Black Tern 2, Common Tern 4, Yellow Wagtail 6, Whinchat 1, Wheatear 2, Sand Martin 30, Swallow 40, House Martin 20, Swift 5, Hobby 2, Great Crested Grebe 6, Little Grebe 4, Tufted Duck 20, Ruddy Duck 1, Teal 10, Shoveler 4, Lapwing 80, Black-headed Gull 50, Lesser Black-backed Gull 30, Herring Gull 2, Mediterranean Gull 1, Cormorant 5, Little Egret 3, Grey Heron 2, Pied Wagtail 5, Linnet 15, Tree Sparrow 4, Corn Bunting 2, Red-legged Partridge 3, Grey Partridge 2, Pheasant 2, Kestrel 1, Buzzard 3'],
  ['o08', '2025-09-14', 'Draycote Water', '08:30', 180, 'Osprey 1, Arctic Tern 3, Common Tern 10, Black Tern 1, Ringed Plover 2, Oystercatcher 1, Avocet 2, Wheatear 4, Yellow Wagtail 8, Whinchat 2, Redstart 1, Pied Flycatcher 1, Tree Pipit 1, Spotted Flycatcher 1, Great Crested Grebe 30, Tufted Duck 60, Cormorant 15, Yellow-legged Gull 2, Great Black-backed Gull 1, Sand Martin 50, Swallow 80, House Martin 40, Meadow Pipit 12, Skylark 4, Redshank 1'],
  ['o09', '2025-10-19', 'Brandon Marsh', '08:30', 180, "Marsh Harrier 1, Water Rail 3, Cetti's Warbler 2, Snipe 12, Golden Plover 40, Lapwing 120, Redshank 1, Curlew 2, Black-tailed Godwit 4, Wigeon 60, Pintail 2, Teal 120, Shoveler 20, Gadwall 30, Shelduck 2, Pink-footed Goose 14, Whooper Swan 3, Stonechat 2, Redwing 40, Fieldfare 60, Brambling 2, Siskin 20, Lesser Redpoll 8, Goldcrest 4, Firecrest 1, Kingfisher 2, Grey Heron 2, Little Egret 4, Great White Egret 2, Cormorant 10, Buzzard 2, Sparrowhawk 1, Raven 2, Meadow Pipit 10, Reed Bunting 6, Long-tailed Tit 12, Coal Tit 2, Willow Tit 1"],
  ['o10', '2025-11-16', 'Ryton Pools', '10:00', 90, 'Hawfinch 3, Mandarin Duck 4, Little Owl 1, Barn Owl 1, Lesser Spotted Woodpecker 1, Nuthatch 2, Goldcrest 2, Woodcock 1, Bullfinch 4, Redwing 20, Mistle Thrush 2, Jay 3, Treecreeper 1'],
  ['o11', '2026-01-04', 'Coombe Abbey', '10:00', 120, 'Mandarin Duck 3, Nuthatch 2, Treecreeper 1, Goldcrest 2, Marsh Tit 1, Great Spotted Woodpecker 2, Redwing 30, Fieldfare 15, Mistle Thrush 1, Jay 2, Bullfinch 3, Siskin 8, Grey Heron 4, Canada Goose 20, Egyptian Goose 2, Coot 10, Robin 4, Blackbird 5, Blue Tit 8, Great Tit 5, Long-tailed Tit 6, Chaffinch 6, Wren 2, Buzzard 1'],
  ['o12', '2026-02-15', 'Draycote Water', '09:00', 180, 'Great Northern Diver 1, Great Crested Grebe 25, Black-necked Grebe 1, Goldeneye 20, Goosander 8, Scaup 1, Tufted Duck 100, Pochard 12, Wigeon 40, Cormorant 10, Coot 80, Black-headed Gull 300, Common Gull 30, Yellow-legged Gull 1, Lesser Black-backed Gull 20, Great Black-backed Gull 3, Pied Wagtail 4, Meadow Pipit 3, Stonechat 1, Linnet 6, Yellowhammer 3, Rook 15, Raven 1, Red Kite 2, Peregrine 1'],
  ['o13', '2026-03-22', 'Brandon Marsh', '07:30', 180, "Bittern 1, Cetti's Warbler 3, Water Rail 1, Chiffchaff 6, Sand Martin 10, Little Egret 2, Grey Heron 3, Great White Egret 1, Shoveler 10, Gadwall 14, Teal 40, Mallard 12, Tufted Duck 20, Little Grebe 4, Great Crested Grebe 5, Mute Swan 4, Greylag Goose 20, Canada Goose 15, Lapwing 10, Snipe 3, Oystercatcher 1, Redshank 2, Black-headed Gull 60, Kingfisher 1, Reed Bunting 5, Buzzard 2, Kestrel 1, Sparrowhawk 1, Cormorant 6, Coot 30, Moorhen 4"],
  ['o14', '2026-04-12', 'Ryton Pools', '08:30', 150, 'Blackcap 6, Chiffchaff 8, Willow Warbler 5, Swallow 3, Sand Martin 12, Little Grebe 2, Great Crested Grebe 2, Mandarin Duck 2, Nuthatch 1, Treecreeper 1, Bullfinch 2, Goldcrest 1, Green Woodpecker 1, Great Spotted Woodpecker 1, Song Thrush 2, Mistle Thrush 1, Jay 1, Buzzard 2, Red Kite 1, Wren 4, Robin 3, Blackbird 3, Chaffinch 4, Long-tailed Tit 2'],
  ['o15', '2026-04-26', 'Draycote Water', '09:00', 180, 'Great Crested Grebe 8, Common Tern 6, Arctic Tern 2, Yellow Wagtail 2, Wheatear 3, Little Gull 1, Common Sandpiper 2, Ringed Plover 1, Blackcap 4, Chiffchaff 3, Cormorant 6, Tufted Duck 30, Pied Wagtail 4, Swallow 10, Sand Martin 20, House Martin 4, Cuckoo 1, Whitethroat 1, Skylark 2, Meadow Pipit 3, Linnet 6, Feral Pigeon 12, Black-headed Gull 40, Lesser Black-backed Gull 8, Mallard 8, Coot 20, Canada Goose 14, Yellowhammer 2, Buzzard 1, Red Kite 1, Jackdaw 10, Carrion Crow 4, Rook 6'],
  ['o16', '2026-05-01', 'Home garden', '07:00', 15, ''],
  ['o17', '2026-05-03', 'Brandon Marsh', '06:15', 240, "Reed Warbler 6, Cetti's Warbler 2, Blackcap 5, Chiffchaff 4, Willow Warbler 3, Whitethroat 2, Garden Warbler 1, Lesser Whitethroat 1, Common Tern 4, Grey Heron 2, Little Egret 1, Great Crested Grebe 3, Little Grebe 2, Mute Swan 4, Greylag Goose 12, Canada Goose 20, Mallard 15, Gadwall 6, Tufted Duck 10, Shoveler 2, Coot 14, Moorhen 5, Lapwing 3, Little Ringed Plover 2, Common Sandpiper 1, Wood Sandpiper 1, Black-headed Gull 30, Buzzard 2, Kestrel 1, Hobby 1, Kingfisher 1, Cuckoo 1, Swift 12, Swallow 8, House Martin 6, Sand Martin 15, Reed Bunting 3, Wren 5, Robin 3, Song Thrush 2, Long-tailed Tit 4"],
  ['o18', '2026-05-09', 'Home garden', '07:30', 45, 'Blackbird 3, Robin 2, Blue Tit 4, Great Tit 2, House Sparrow 9, Starling 6, Goldfinch 3, Wood Pigeon 5, Dunnock 1, Collared Dove 2, Magpie 2, Jackdaw 9'],
];

const BREEDING = { 'o17:Reed Warbler': 'Singing male', "o17:Cetti's Warbler": 'Singing male', 'o17:Mute Swan': 'Nest building', 'o18:Blackbird': 'Carrying food' };
const NOTES = { 'o17:Wood Sandpiper': 'On the scrape from East Marsh hide', 'o15:Little Gull': 'First-summer, with the terns', 'o02:Bittern': 'Flew across from the reedbed at 10:40' };

export function seedOutings() {
  return OUTINGS.map(([id, date, site, start, minutes]) => ({ id, date, site, start, minutes, party: 1 }));
}

// one flat list of sightings, oldest outing first (as the records were entered)
export function seedSightings() {
  const out = [];
  let n = 1;
  for (const [outingId, , , , , list] of OUTINGS) {
    if (!list) continue;
    for (const part of list.split(', ')) {
      const m = part.match(/^(.*) (\d+)$/);
      const species = m[1];
      if (!(species in ORDER)) throw new Error('unknown species ' + species);
      out.push({
        id: `s${n++}`, outingId, species, count: Number(m[2]),
        breeding: BREEDING[`${outingId}:${species}`] || '', notes: NOTES[`${outingId}:${species}`] || '',
      });
    }
  }
  return out;
}
