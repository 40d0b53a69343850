/* SPDX-License-Identifier: MIT OR Apache-2.0 */
#include "keccakx.h"

const char *kx_strerror(int code) {
  switch (code) {
    case KX_OK: return "success";
    case KX_ERR_NULL_POINTER: return "NULL pointer given for data of non-zero length";
    case KX_ERR_BAD_ALGORITHM: return "unknown algorithm, or one this function does not take";
    case KX_ERR_BAD_LENGTH: return "output length is not the algorithm's digest size (or overflows)";
    case KX_ERR_FINALIZED: return "the context was already finalized; call kx_init to start over";
    case KX_ERR_NOT_XOF:
      return "only an extendable-output function (SHAKE, TurboSHAKE, KangarooTwelve, cSHAKE, the XOF variants) can "
             "squeeze more output";
    case KX_ERR_UNKNOWN_BACKEND: return "no backend of that name is built into this library";
    case KX_ERR_UNSUPPORTED_BACKEND: return "this CPU cannot run that backend";
    case KX_ERR_BAD_ROUNDS: return "permutation rounds must be between 1 and 24";
    case KX_ERR_UNINITIALIZED: return "the context was not initialized with kx_init (or was wiped or corrupted)";
    case KX_ERR_BAD_STATE: return "not a saved state that kx_export writes";
    case KX_ERR_BAD_PARAMETER:
      return "parameter out of range: TurboSHAKE's domain byte must be 0x01..0x7F, ParallelHash's block size at "
             "least 1, a trie partition's prefix at most 64 nibbles of 0..15, kx_multi_squeeze_pair's two contexts distinct";
    case KX_ERR_OUT_OF_MEMORY: return "out of memory: the trie builder could not allocate what it needs";
    case KX_ERR_NULL_TRIE: return "NULL given for the trie";
    case KX_ERR_TRIE_KEY_ORDER: return "trie key below the previous one: keys must come in increasing bytewise order";
    case KX_ERR_TRIE_KEY_REPEATED: return "trie key equal to the previous one: each key must be given once";
    case KX_ERR_TRIE_EMPTY_VALUE: return "empty trie value: an Ethereum trie holds no empty values";
    case KX_ERR_TRIE_KEY_PREFIX: return "trie key outside the partition: a partition's keys must begin with its prefix";
    case KX_ERR_TRIE_BAD_NODE: return "not a trie node: a node is the RLP list of a leaf, an extension or a branch";
    default: return "unknown error code";
  }
}
