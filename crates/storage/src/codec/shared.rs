//! The text most stored matches share, each piece written as one control
//! character before compressing: the default rules, the envelope, the
//! shape of a hand and of an entry. JSON as written holds no control
//! character (the JSON writer escapes them in strings), so each stands for
//! its piece alone. Compression finds these repeats too, but a piece the
//! reader already knows costs a character where a repeat costs a reference,
//! and the rules, written once in each match, cost their whole text: a
//! quarter of a 60-hand match kept comes from this.
//!
//! The table is fixed for good: text packed with it is read with it. A
//! piece that no longer matches what the app writes (the default rules
//! changed) only stops saving room; a new table would be a new number in
//! the packed text's header.

/// The pieces, the first written as character 1. Replaced in this order.
pub const PIECES: [&str; 16] = [
    r#"{"version":4,"match":{"setup":{"names":["#,
    r#"],"starting_points":2000,"tally":"Points","dreamer":null},"#,
    r#""rules":{"limit":1000,"mah_jong":20,"wall_tile":2,"sets":{"minor_pung":{"exposed":2,"concealed":4},"major_pung":{"exposed":4,"concealed":8},"minor_kong":{"exposed":8,"concealed":16},"major_kong":{"exposed":16,"concealed":32}},"dragon_pair":2,"own_wind_pair":2,"prevailing_wind_pair":2,"bonus_tile":4,"#,
    r#""doubles":{"dragon_set":2,"own_wind_set":2,"prevailing_wind_set":2,"own_flower":2,"own_season":2,"flower_bouquet":2,"season_bouquet":2,"original_call":2,"no_chows":2,"one_suit_with_honours":2,"all_majors_with_honours":2,"all_concealed":2,"loose_tile":2,"last_wall_tile":2,"final_discard":2,"robbing_kong":2,"original_call_mah_jong":2,"purity":8},"#,
    r#""special_hands":{"BuriedTreasure":{"winner":1000,"fishing":400},"HeadsAndTails":{"winner":1000,"fishing":400},"WrigglingSnake":{"winner":1000,"fishing":400},"ThreeGreatScholars":{"winner":1000,"fishing":400},"FourBlessings":{"winner":1000,"fishing":400},"ThirteenUniqueWonders":{"winner":1000,"fishing":400},"HeavensBlessing":{"winner":1000,"fishing":null},"EarthsBlessing":{"winner":1000,"fishing":null},"PlumBlossom":{"winner":1000,"fishing":null},"MoonFromTheSea":{"winner":1000,"fishing":null},"TwofoldFortune":{"winner":1000,"fishing":null},"FourfoldPlenty":{"winner":1000,"fishing":400},"GatesOfHeaven":{"winner":1000,"fishing":400},"ImperialJade":{"winner":1000,"fishing":400},"AllPairHonours":{"winner":500,"fishing":200},"Knitting":{"winner":500,"fishing":200},"TripleKnitting":{"winner":500,"fishing":200},"AllWindsAndDragons":{"winner":1000,"fishing":400}},"#,
    r#""british_extensions":true,"no_chows_double_needs_four_players":true,"always_rotate_winds":false,"random_prevailing_wind":false,"no_winner_scoring":"Ask","warn_chows":true,"two_player_minimum":true,"two_player_min_doubles":4,"two_player_min_points":500}"#,
    r#"{"entries":[{"#,
    r#""Tiles":{"hand":""#,
    r#"","situation":{}}}"#,
    r#"","situation":{"role":"MahJong""#,
    r#","winning_tile":"Wall""#,
    r#""Counts":{"sets":["#,
    r#""Counts":{"role":"MahJong","sets":["#,
    r#"]}},{"#,
    r#"]}}]},"#,
    r#"}}]},"#,
];

/// Whether text can be written with the pieces: it holds no character
/// that stands for one.
pub fn fits(text: &str) -> bool {
    !text.bytes().any(|b| b < 0x20)
}

/// Text with each piece written as its character. Only for text that
/// [`fits`].
pub fn shorten(text: &str) -> String {
    PIECES
        .iter()
        .zip(1u8..)
        .fold(text.to_string(), |text, (piece, code)| {
            text.replace(piece, &char::from(code).to_string())
        })
}

/// Bytes with each piece's character written out again, refused (`None`)
/// if they would come to more than `most` bytes.
pub fn lengthen(bytes: &[u8], most: usize) -> Option<Vec<u8>> {
    let piece = |b: u8| PIECES.get(usize::from(b).wrapping_sub(1)).filter(|_| b > 0);
    let length: usize = bytes.iter().map(|b| piece(*b).map_or(1, |p| p.len())).sum();
    if length > most {
        return None;
    }
    let mut out = Vec::with_capacity(length);
    for b in bytes {
        match piece(*b) {
            Some(p) => out.extend_from_slice(p.as_bytes()),
            None => out.push(*b),
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_table_is_fixed_for_good() {
        let all = PIECES.concat();
        assert_eq!(
            (all.len(), crc32fast::hash(all.as_bytes())),
            (2034, 1_601_463_076)
        );
    }

    proptest! {
        #[test]
        fn text_comes_back_whole(text in "[ -~]{0,200}") {
            let shortened = shorten(&text);
            prop_assert_eq!(lengthen(shortened.as_bytes(), usize::MAX), Some(text.into_bytes()));
        }
    }

    #[test]
    fn every_piece_is_one_character_and_comes_back() {
        let text = PIECES.join("x");
        assert_eq!(shorten(&text).len(), 2 * PIECES.len() - 1);
        assert_eq!(
            lengthen(shorten(&text).as_bytes(), usize::MAX),
            Some(text.clone().into_bytes())
        );
        assert_eq!(
            lengthen(shorten(&text).as_bytes(), 100),
            None,
            "longer than allowed"
        );
    }

    /// Fails when the default rules change: matches still read, but each
    /// takes some 400 characters more, until a new table is made.
    #[test]
    fn the_default_rules_are_four_pieces() {
        let rules = serde_json::to_string(&engine::RuleSet::bmja()).unwrap();
        assert_eq!(format!("\"rules\":{rules}"), PIECES[2..6].concat());
    }
}
