//! A correction that moves the seats of later hands (docs/rules.md §2): a
//! later hand entered by counts holds ticks that name a seat — own wind, the
//! prevailing wind, own flower, own season — and those were about the tiles
//! the player held at the old seat. Each is read again for the new seat
//! where the counts tell it (the old prevailing wind is now the own wind,
//! one flower of four is held, …); where they cannot, the tick is left off
//! and named for the players to check. Tiles read themselves at any seat.

use super::fold::Folding;
use super::{HandRecord, Match, MatchError, PlayerEntry, ScoreSheet};
use crate::form::{Facts, HandContext, HandForm, WindHolding};
use crate::seating::Seating;
use crate::{PlayerId, Wind};

/// A tick of the hand form that names the player's seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatTick {
    /// A pung, kong or pair of own wind.
    OwnWind,
    /// A pung, kong or pair of the prevailing wind (another wind).
    PrevailingWind,
    /// Own flower.
    OwnFlower,
    /// Own season.
    OwnSeason,
}

/// What a correction cannot carry to a player's new seat in a later hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ToCheck {
    /// Ticks the counts cannot tell at the new seat, left off: the player
    /// may hold them.
    Ticks {
        /// The player.
        player: PlayerId,
        /// Their seat wind now.
        seat: Wind,
        /// The prevailing wind now.
        prevailing: Wind,
        /// The ticks, in the form's order.
        ticks: Vec<SeatTick>,
    },
    /// The player sat this hand out and now plays it: nothing of theirs
    /// was entered.
    NowPlays(PlayerId),
}

/// A correction worked through the match.
pub(super) struct Reworked {
    /// The match with the corrected hand and each later hand read again.
    pub game: Match,
    /// What it folds to.
    pub sheet: ScoreSheet,
    /// For each hand (from 0) after the corrected one, what the players
    /// should check.
    pub to_check: Vec<(usize, Vec<ToCheck>)>,
}

impl Match {
    /// Hand `index` (from 0) corrected to `record`, each later hand's
    /// counts read again at the seats the correction gives it; `was` is the
    /// sheet before the correction.
    pub(super) fn corrected(
        &self,
        was: &ScoreSheet,
        index: usize,
        record: HandRecord,
    ) -> Result<Reworked, MatchError> {
        let mut game = self.clone();
        if let Some(slot) = game.hands.get_mut(index) {
            *slot = record;
        }
        let mut to_check = Vec::new();
        let mut folding = Folding::start(self)?;
        for (i, hand) in game.hands.iter_mut().enumerate() {
            if let Some(old) = was.rows.get(i).filter(|_| i > index) {
                let table = folding.table();
                let goulash = hand.goulash;
                let seat = |p: PlayerId, seats: &Seating, prevailing| {
                    let ctx = table.context(p, goulash);
                    let own = seats.wind_of(p)?;
                    Some(HandContext {
                        own_wind: own,
                        prevailing_wind: prevailing,
                        ..ctx
                    })
                };
                let mut checks = Vec::new();
                for p in table.players.ids() {
                    let now = seat(p, &table.seats, table.prevailing);
                    let before = seat(p, &old.seats, old.prevailing);
                    if let Some(check) = reseat_entry(hand, p, before, now) {
                        checks.push(check);
                    }
                }
                if !checks.is_empty() {
                    to_check.push((i, checks));
                }
            }
            folding.hand(hand)?;
        }
        let sheet = folding.finish(game.next_rules.as_ref());
        Ok(Reworked {
            game,
            sheet,
            to_check,
        })
    }
}

/// A player's entry in a later hand read again at a new seat (`None`:
/// sitting out); what the players should check about it.
fn reseat_entry(
    record: &mut HandRecord,
    player: PlayerId,
    before: Option<HandContext>,
    now: Option<HandContext>,
) -> Option<ToCheck> {
    let now = now?;
    let Some(before) = before else {
        return Some(ToCheck::NowPlays(player));
    };
    let entry = record.entries.get_mut(player.0)?;
    let counts = match entry {
        PlayerEntry::Counts(form) | PlayerEntry::Aside { counts: form, .. } => form,
        PlayerEntry::Tiles { .. } => return None,
    };
    let (read, ticks) = reread(counts, &before, &now);
    *counts = read;
    (!ticks.is_empty()).then_some(ToCheck::Ticks {
        player,
        seat: now.own_wind,
        prevailing: now.prevailing_wind,
        ticks,
    })
}

/// A form entered at one seat read at another: each seat's tick from the
/// tiles it meant, with the ticks the counts cannot tell (left off).
///
/// A pung of South held by South is still a pung of South at West, where
/// it is no longer own wind; whether West holds West the counts tell only
/// when West was the prevailing wind, or no major set is left over that
/// could be one (a pair of a wind that scored nothing was never entered, so
/// it is asked about only where winds the player held change their meaning).
fn reread(form: &HandForm, before: &HandContext, now: &HandContext) -> (HandForm, Vec<SeatTick>) {
    let mut read = form.clone();
    let mut unknown = Vec::new();
    if before.own_wind == now.own_wind && before.prevailing_wind == now.prevailing_wind {
        return (read, unknown);
    }
    let held: Vec<(Wind, WindHolding)> = form.scoring_winds(before).collect();
    let facts = Facts::of(form, before);
    let spare_major_sets = facts.major_sets.saturating_sub(facts.honour_sets()) > 0;
    let meaning_lost = held
        .iter()
        .any(|&(w, h)| h != WindHolding::None && w != now.own_wind && w != now.prevailing_wind);
    let mut holding = |wind: Wind, tick: SeatTick| match held.iter().find(|(w, _)| *w == wind) {
        Some(&(_, h)) => h,
        None => {
            if spare_major_sets || meaning_lost {
                unknown.push(tick);
            }
            WindHolding::None
        }
    };
    read.own_wind = holding(now.own_wind, SeatTick::OwnWind);
    read.prevailing_wind = match now.own_wind_prevails() {
        true => WindHolding::None,
        false => holding(now.prevailing_wind, SeatTick::PrevailingWind),
    };
    if before.own_wind != now.own_wind {
        let mut bonus = |count: u8, own: bool, tick: SeatTick| match bonus_held(count, own) {
            Some(held) => held,
            None => {
                unknown.push(tick);
                false
            }
        };
        read.own_flower = bonus(form.flowers, form.own_flower, SeatTick::OwnFlower);
        read.own_season = bonus(form.seasons, form.own_season, SeatTick::OwnSeason);
    }
    (read, unknown)
}

/// Whether another seat's flower (or season) is among `count` held, when
/// the count tells it: `own` says whether the old seat's was one of them,
/// so the rest are among the other three.
fn bonus_held(count: u8, own: bool) -> Option<bool> {
    match count.saturating_sub(u8::from(own)) {
        0 => Some(false),
        3.. => Some(true),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::form::{SetKind, SetSize, TileClass};

    fn at(own: Wind, prevailing: Wind) -> HandContext {
        HandContext {
            own_wind: own,
            prevailing_wind: prevailing,
            ..HandContext::default()
        }
    }

    fn major_pungs(n: u8) -> HandForm {
        let mut form = HandForm::default();
        let kind = SetKind::ALL
            .into_iter()
            .find(|k| k.tiles == TileClass::Major && k.size == SetSize::Pung);
        form.sets.set(kind.unwrap(), n);
        form
    }

    #[test]
    fn the_old_prevailing_wind_is_the_new_own_wind() {
        let form = HandForm {
            prevailing_wind: WindHolding::Set,
            ..major_pungs(1)
        };
        let (read, unknown) = reread(
            &form,
            &at(Wind::South, Wind::East),
            &at(Wind::East, Wind::East),
        );
        assert_eq!(read.own_wind, WindHolding::Set);
        assert!(unknown.is_empty(), "{unknown:?}");
    }

    #[test]
    fn an_own_wind_pung_at_another_seat_is_asked_about() {
        let form = HandForm {
            own_wind: WindHolding::Set,
            ..major_pungs(1)
        };
        let (read, unknown) = reread(
            &form,
            &at(Wind::South, Wind::East),
            &at(Wind::West, Wind::East),
        );
        assert_eq!(read.own_wind, WindHolding::None);
        assert_eq!(unknown, vec![SeatTick::OwnWind]);
    }

    #[test]
    fn a_hand_with_no_winds_and_no_spare_major_set_holds_none_at_any_seat() {
        let form = HandForm {
            dragon_sets: 1,
            ..major_pungs(1)
        };
        let (read, unknown) = reread(
            &form,
            &at(Wind::South, Wind::East),
            &at(Wind::West, Wind::East),
        );
        assert_eq!(read, form);
        assert!(unknown.is_empty());
    }

    #[test]
    fn flowers_are_read_again_where_the_count_tells() {
        let one_own = HandForm {
            flowers: 1,
            own_flower: true,
            seasons: 2,
            ..HandForm::default()
        };
        let (read, unknown) = reread(
            &one_own,
            &at(Wind::South, Wind::East),
            &at(Wind::West, Wind::East),
        );
        assert!(!read.own_flower, "the one flower was South's");
        assert!(!read.own_season, "two seasons: West's may be one, or not");
        assert_eq!(unknown, vec![SeatTick::OwnSeason]);
        let all = HandForm {
            flowers: 3,
            own_flower: false,
            ..HandForm::default()
        };
        let (read, unknown) = reread(
            &all,
            &at(Wind::South, Wind::East),
            &at(Wind::West, Wind::East),
        );
        assert!(read.own_flower, "every flower but South's");
        assert!(unknown.is_empty());
    }

    #[test]
    fn a_seat_that_does_not_move_keeps_every_tick() {
        let form = HandForm {
            own_wind: WindHolding::Pair,
            flowers: 2,
            own_flower: true,
            ..HandForm::default()
        };
        let ctx = at(Wind::North, Wind::South);
        assert_eq!(reread(&form, &ctx, &ctx), (form, Vec::new()));
    }
}
