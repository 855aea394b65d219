//! The only code that touches the browser's storage.
//!
//! The match and the hand being entered are kept under two keys, so typing
//! into a form never rewrites a long match. Data that cannot be read is never
//! overwritten: it is copied aside under a backup key first.

mod codec;

pub use codec::{
    decode_draft, decode_match, encode_draft, encode_match, Draft, ReadError, VERSION,
};

#[cfg(target_arch = "wasm32")]
mod local;
#[cfg(target_arch = "wasm32")]
pub use local::{available, load, save_draft, save_match, Loaded};
