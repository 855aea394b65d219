//! British Mah-Jong score keeper: a rules engine and the app around it.

#![warn(missing_docs)]

pub mod engine;
