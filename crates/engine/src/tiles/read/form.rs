//! The form some groups of tiles give: their sets by kind, the honours, the
//! bonus tiles, and for a winner the hand-wide ticks (docs/rules.md §12.3).

use super::super::hand::{Group, GroupKind};
use super::super::shapes::suit_count;
use super::super::tile::{Bonus, Tile};
use super::Situation;
use crate::form::{
    Exposure, HandContext, HandForm, Role, SetKind, SetSize, TickField, TileClass, WindHolding,
};

/// The kind of set a group is, for a pung or kong.
pub(super) fn set_kind(group: &Group) -> Option<SetKind> {
    let size = match group.kind {
        GroupKind::Pung => SetSize::Pung,
        GroupKind::Kong => SetSize::Kong,
        _ => return None,
    };
    let tiles = if group.tile.is_major() {
        TileClass::Major
    } else {
        TileClass::Minor
    };
    let exposure = if group.exposed {
        Exposure::Exposed
    } else {
        Exposure::Concealed
    };
    Some(SetKind::new(size, tiles, exposure))
}

/// The form of some groups, the bonus tiles and the situation.
pub(super) fn form_of(
    groups: &[Group],
    bonus: &[Bonus],
    situation: &Situation,
    ctx: &HandContext,
) -> HandForm {
    let mut form = HandForm {
        role: situation.role,
        original_call: situation.original_call,
        ..HandForm::default()
    };
    for group in groups {
        let dragon = matches!(group.tile, Tile::Dragon(_));
        if let Some(kind) = set_kind(group) {
            form.sets.set(kind, form.sets.get(kind).saturating_add(1));
            form.dragon_sets += u8::from(dragon);
            if let Tile::Wind(w) = group.tile {
                form.hold_wind(w, WindHolding::Set, ctx);
            }
        } else if group.kind == GroupKind::Pair {
            form.dragon_pairs += u8::from(dragon);
            if let Tile::Wind(w) = group.tile {
                form.hold_wind(w, WindHolding::Pair, ctx);
            }
        }
    }
    let own = |b: &Bonus| b.wind() == Some(ctx.own_wind);
    form.flowers = bonus
        .iter()
        .filter(|b| matches!(b, Bonus::Flower(_)))
        .count() as u8;
    form.seasons = bonus
        .iter()
        .filter(|b| matches!(b, Bonus::Season(_)))
        .count() as u8;
    form.own_flower = bonus
        .iter()
        .any(|b| matches!(b, Bonus::Flower(_)) && own(b));
    form.own_season = bonus
        .iter()
        .any(|b| matches!(b, Bonus::Season(_)) && own(b));
    if situation.role == Role::MahJong {
        winner_fields(&mut form, groups, situation, ctx);
    }
    form
}

fn winner_fields(form: &mut HandForm, groups: &[Group], situation: &Situation, ctx: &HandContext) {
    let honours = groups.iter().any(|g| g.tile.is_honour());
    // Every chow holds a minor tile.
    let majors = groups
        .iter()
        .all(|g| g.kind != GroupKind::Chow && g.tile.is_major());
    form.winning_tile = situation.winning_tile;
    form.last_tile = situation.last_tile;
    if situation.last_tile_forced {
        form.forced = vec![TickField::LastTile];
    }
    form.one_suit_with_honours = suit_count(groups) == 1 && honours;
    form.all_majors_with_honours = honours && majors;
    form.all_concealed =
        ctx.british && groups.iter().all(|g| !g.exposed) && situation.winning_tile.is_self_drawn();
}
