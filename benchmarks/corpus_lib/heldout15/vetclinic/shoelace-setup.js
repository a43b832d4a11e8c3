// Shoelace loads its icons relative to this base path; set it before the components are defined.
import { setBasePath } from '../../node_modules/@shoelace-style/shoelace/cdn/utilities/base-path.js';

setBasePath('../../node_modules/@shoelace-style/shoelace/cdn');
