/**
 * The pieces of a folded term a search past its bound may walk (ADR 0134): every row whose
 * folded text contains the term holds each of them in its trigram side table.
 */
import { expect } from 'chai';
import { termTrigrams } from '../../src/index.ts';

describe('termTrigrams', () => {
  it('cuts a term into its distinct three-character pieces, in order, as search_trigrams cuts a value', () => {
    expect(termTrigrams('late-0')).to.deep.equal(['lat', 'ate', 'te-', 'e-0']);
    expect(termTrigrams('aaaa')).to.deep.equal(['aaa']);
    expect(termTrigrams('a%_b')).to.deep.equal(['a%_', '%_b']);
    expect(termTrigrams('ab')).to.deep.equal([]);
  });
});
