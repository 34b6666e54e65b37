/**
 * Pinned known-answer vectors, computed independently of this package with the OpenSSL CLI
 *   SEED=$(printf 'portal fair test vector' | openssl dgst -sha256)
 *   printf 'lucky-tiger:0:0' | openssl dgst -sha256 -hmac "$SEED"
 * and cross-checked with Python's hashlib/hmac, which also computed the floats and the game
 * outcomes quoted in the tests from the rules in README.md (not from this code).
 */
export const TEST_SERVER_SEED = '364705229508251a18d9fda020def0394319bf8345dae9fcaca5c020d5ce27a8';
/** sha256 of the seed's 64-character hex text. */
export const TEST_SERVER_SEED_HASH =
  '492bff4d8c13dda12169f7cd35f30671730e31e66e8eae9089aa0b51fafed8cd';
export const TEST_CLIENT_SEED = 'lucky-tiger';

/** HMAC-SHA256(TEST_SERVER_SEED, message) in hex. */
export const TEST_HMACS: Readonly<Record<string, string>> = {
  'lucky-tiger:0:0': '651df4c8b96dd3d52c87154df1b55f589349b0bfd3541d8f537a3a0e6a8dbd12',
  'lucky-tiger:0:1': 'b15353386b44e45994efb734770fa227107f852a1460126e05c5d5367c186c20',
  'lucky-tiger:1:0': 'c69b86c67455e423aaeb429f8a8b82a8e4edf66d4955951ba560d6c1ed534f44',
  'lucky-tiger:42:0': '87d3bf2bb468150c9cac3b0557c8d9f3763422e839a0c9c6a263c5130b70584b',
};
