//! The club's records on a server (docs/club-server.md): the Club records
//! screen and the exchange with the server, in a part of their own, and
//! the bridge to PouchDB, which is fetched only when the exchange is on.

mod bridge;
mod exchange;
mod part;
mod screen;

pub use part::{start_if_on, ClubPart};

use leptos::prelude::Owner;

/// The app's owner, under which the exchange's work lives once turned on
/// from its screen (which may close).
#[derive(Clone)]
pub struct AppOwner(pub Owner);
