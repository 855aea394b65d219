//! Strategies for property tests: any seat, any change a player could tap,
//! any form reached by tapping only what is offered.

use engine::form::{apply, offered, Change, FormField, HandContext, HandForm, WinningTile};
use engine::{PlayerCount, SpecialHand, Wind};
use proptest::prelude::*;

pub fn player_count() -> impl Strategy<Value = PlayerCount> {
    prop::sample::select(PlayerCount::ALL.to_vec())
}

pub fn wind() -> impl Strategy<Value = Wind> {
    prop::sample::select(Wind::ALL.to_vec())
}

/// Any change to any field of the form, the fields from the engine's table.
pub fn change() -> impl Strategy<Value = Change> {
    let field = prop::sample::select(FormField::ALL.to_vec());
    let hand = prop::option::of(prop::sample::select(SpecialHand::ALL.to_vec()));
    let tile = prop::sample::select(WinningTile::ALL.to_vec());
    (field, 0u8..=4, any::<bool>(), hand, tile).prop_map(|(field, n, on, hand, tile)| match field {
        FormField::Count(c) => Change::Count(c, n),
        FormField::Tick(t) => Change::Tick(t, on),
        FormField::WinningTile => Change::WinningTile(tile),
        FormField::SpecialHand => Change::SpecialHand(hand),
        FormField::FishingFor => Change::FishingFor(hand),
    })
}

pub fn context() -> impl Strategy<Value = HandContext> {
    (wind(), wind(), player_count(), any::<bool>(), any::<bool>()).prop_map(
        |(own_wind, prevailing_wind, players, goulash, british)| HandContext {
            own_wind,
            prevailing_wind,
            players,
            goulash,
            british,
        },
    )
}

/// A form a player could reach by tapping: only offered changes are made.
pub fn reachable_form(ctx: HandContext) -> impl Strategy<Value = HandForm> {
    prop::collection::vec(change(), 0..40).prop_map(move |changes| {
        changes.into_iter().fold(HandForm::default(), |form, c| {
            if offered(&form, &ctx, c) {
                apply(&form, &ctx, c)
            } else {
                form
            }
        })
    })
}
