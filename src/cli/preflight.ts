// The launcher's check, before the command line is loaded, that generated/ was made from the card sources as they
// are now (bin/hflux.js runs this module from its bundle, bin/cliBundles.js): the card sources that differ.
export { changedSources } from '../../codegen/sourceStamp.js';
export { CARD_COMMANDS } from './cardCommands.js';
