/** Product identity shown on the About screen and written into README/NOTICE. */
export const PRODUCT_NAME = 'FS3 Console';

/**
 * The FS3 license lets us build on the rules only if this notice travels with the product,
 * verbatim (seed 004, "Copyright and License"). Keep it word for word.
 */
export const FS3_NOTICE =
  'The FS3 system is copyright 2007 by Linda Naughton (aka Faraday). All rights reserved. ' +
  'You may reproduce and distribute part or all of these rules and create derivative works ' +
  "(games using FS3) providing a) You don't make any money from it, and b) You include this " +
  'FS3 copyright and license notice in the distribution.';
