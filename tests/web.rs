//! Component tests in headless Chromium: the hand form's derived behaviour, in the app.

#![cfg(target_arch = "wasm32")]

use engine::setup::MatchSetup;
use engine::sheet::{HandRecord, Match, ScoredMatch};
use engine::tiles::{Bonus, Tile};
use engine::{PlayerId, RuleSet};
use leptos::mount::mount_to;
use leptos::task::tick;
use mahjong_scorer::ui::App;
use storage::{Draft, Library, LocalStore};
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::*;
use web_sys::{HtmlElement, HtmlInputElement};

wasm_bindgen_test_configure!(run_in_browser);

#[path = "web/guide.rs"]
mod guide;

/// Mounts the app over a stored match of these players, with Bill's (the
/// second player's) form open for the first hand when `drafting`, at the
/// bare address (where the match stands).
async fn mount_match(names: &[&str], drafting: bool) -> (HtmlElement, impl Drop) {
    let game = Match::new(MatchSetup::new(names), RuleSet::bmja());
    let game = ScoredMatch::new(game).unwrap();
    let window = web_sys::window().unwrap();
    window.local_storage().unwrap().unwrap().clear().unwrap();
    let history = window.history().unwrap();
    history
        .replace_state_with_url(&JsValue::NULL, "", Some("?"))
        .unwrap();
    let now = "2026-11-22T10:00:00Z";
    let (mut library, _) = Library::open(LocalStore::open(), now);
    let id = library.create("Test", &game, now).unwrap();
    if drafting {
        let draft = Draft {
            record: HandRecord {
                entries: vec![Default::default(); names.len()],
                ..HandRecord::default()
            },
            player: PlayerId(1),
            ..Draft::default()
        };
        library.save_draft(id, Some(&draft)).unwrap();
    }
    let document = window.document().unwrap();
    let wrapper: HtmlElement = document.create_element("section").unwrap().unchecked_into();
    document.body().unwrap().append_child(&wrapper).unwrap();
    let handle = mount_to(wrapper.clone(), App);
    tick().await;
    (wrapper, handle)
}

/// The app with Rod, Bill, Ben and Jack seated and Bill's form open for hand 1.
async fn bills_form() -> (HtmlElement, impl Drop) {
    mount_match(&["Rod", "Bill", "Ben", "Jack"], true).await
}

/// Lets the app run until `done` holds, for at most a few turns.
async fn until(done: impl Fn() -> bool) {
    for _ in 0..10 {
        if done() {
            return;
        }
        tick().await;
    }
}

fn element(root: &HtmlElement, selector: &str) -> HtmlElement {
    root.query_selector(selector)
        .unwrap()
        .unwrap_or_else(|| panic!("no element {selector}"))
        .unchecked_into()
}

fn input(root: &HtmlElement, id: &str) -> HtmlInputElement {
    element(root, &format!("#{id}")).unchecked_into()
}

/// A click, and the app given the few turns its effects take to show it.
async fn click(root: &HtmlElement, selector: &str) {
    element(root, selector).click();
    idle().await;
}

/// Lets the app follow a tap as the players see it: the frame showing the
/// tap's score painted, the rest of the page following it, and the effects
/// that wakes.
async fn idle() {
    let painted = js_sys::Promise::new(&mut |resolve, _| {
        let then = Closure::once_into_js(move || {
            web_sys::window()
                .unwrap()
                .set_timeout_with_callback(resolve.unchecked_ref())
                .unwrap();
        });
        web_sys::window()
            .unwrap()
            .request_animation_frame(then.unchecked_ref())
            .unwrap();
    });
    JsFuture::from(painted).await.unwrap();
    for _ in 0..4 {
        tick().await;
    }
}

/// Runs what is queued behind the task now (microtasks, where the app's
/// effects run), no frame drawn in between.
async fn within_the_task() {
    for _ in 0..8 {
        JsFuture::from(js_sys::Promise::resolve(&JsValue::NULL))
            .await
            .unwrap();
    }
}

async fn increase(root: &HtmlElement, label: &str, times: usize) {
    for _ in 0..times {
        click(root, &format!("button[aria-label='Increase {label}']")).await;
    }
}

fn plus_enabled(root: &HtmlElement, label: &str) -> bool {
    let button: web_sys::HtmlButtonElement =
        element(root, &format!("button[aria-label='Increase {label}']")).unchecked_into();
    !button.disabled()
}

const MINOR_PUNG_EXPOSED: &str = "Pung (2-8) exposed";
const MINOR_PUNG_CONCEALED: &str = "Pung (2-8) concealed";
const MAJOR_PUNG_EXPOSED: &str = "Pung (1, 9, winds, dragons) exposed";
const MINOR_KONG_EXPOSED: &str = "Kong (2-8) exposed";

#[wasm_bindgen_test]
async fn counts_stop_at_four_sets_in_all() {
    // Seed 000 Figure 2: two exposed and one concealed minor pung, one exposed minor kong.
    let (root, _app) = bills_form().await;
    increase(&root, MINOR_PUNG_EXPOSED, 2).await;
    increase(&root, MINOR_PUNG_CONCEALED, 1).await;
    assert!(plus_enabled(&root, MINOR_KONG_EXPOSED));
    increase(&root, MINOR_KONG_EXPOSED, 1).await;
    for label in [
        MINOR_PUNG_EXPOSED,
        MINOR_PUNG_CONCEALED,
        MAJOR_PUNG_EXPOSED,
        MINOR_KONG_EXPOSED,
    ] {
        assert!(!plus_enabled(&root, label), "{label} must be full");
    }
    assert!(
        input(&root, "p1-concealed-major-kong").disabled(),
        "an empty count closes"
    );
    assert_eq!(input(&root, "p1-concealed-major-kong").max(), "0");
    assert!(
        input(&root, "p1-own-wind-set").disabled(),
        "no major set, no wind set"
    );
    assert!(input(&root, "p1-dragon-sets").disabled());
}

#[wasm_bindgen_test]
async fn a_typed_count_beyond_the_range_goes_to_the_most_allowed() {
    let (root, _app) = bills_form().await;
    increase(&root, MINOR_PUNG_EXPOSED, 3).await;
    let kong = input(&root, "p1-exposed-minor-kong");
    assert_eq!(kong.max(), "1");
    kong.set_value("3");
    kong.dispatch_event(&web_sys::Event::new("change").unwrap())
        .unwrap();
    idle().await;
    assert_eq!(
        kong.value(),
        "1",
        "the most the other counts leave room for"
    );
}

#[wasm_bindgen_test]
async fn major_sets_open_the_honours_and_own_wind_lowers_the_dragons() {
    // Seed 000 Figures 3 and 4.
    let (root, _app) = bills_form().await;
    increase(&root, MINOR_PUNG_EXPOSED, 2).await;
    increase(&root, MAJOR_PUNG_EXPOSED, 2).await;
    assert!(!input(&root, "p1-own-wind-set").disabled());
    increase(&root, "Dragon sets", 2).await;
    assert_eq!(input(&root, "p1-dragon-sets").value(), "2");
    assert!(!plus_enabled(&root, "Dragon sets"));
    click(&root, "#p1-own-wind-set").await;
    assert!(input(&root, "p1-own-wind-set").checked());
    assert_eq!(
        input(&root, "p1-dragon-sets").value(),
        "1",
        "the dragons yield"
    );
    assert_eq!(input(&root, "p1-dragon-sets").max(), "1");
    click(&root, "#p1-own-wind-set").await;
    assert!(
        plus_enabled(&root, "Dragon sets"),
        "unticking gives the room back"
    );
}

#[wasm_bindgen_test]
async fn own_wind_pair_and_own_wind_set_untick_each_other() {
    let (root, _app) = bills_form().await;
    increase(&root, MAJOR_PUNG_EXPOSED, 1).await;
    click(&root, "#p1-own-wind-set").await;
    click(&root, "#p1-own-wind-pair").await;
    assert!(input(&root, "p1-own-wind-pair").checked());
    assert!(!input(&root, "p1-own-wind-set").checked());
    click(&root, "#p1-own-wind-set").await;
    assert!(input(&root, "p1-own-wind-set").checked());
    assert!(!input(&root, "p1-own-wind-pair").checked());
}

#[wasm_bindgen_test]
async fn winner_options_appear_only_for_the_winner() {
    let (root, _app) = bills_form().await;
    assert!(root.query_selector("#p1-winning-tile").unwrap().is_none());
    assert!(input(&root, "p1-original-call").disabled());
    click(&root, "#p1-mahjong").await;
    assert!(root.query_selector("#p1-winning-tile").unwrap().is_some());
    assert!(!input(&root, "p1-original-call").disabled());
    assert!(
        input(&root, "p1-all-concealed").disabled(),
        "won on a discard"
    );
    click(&root, "#p1-fishing").await;
    assert!(
        !input(&root, "p1-mahjong").checked(),
        "fishing unticks Mah-Jong"
    );
    assert!(root.query_selector("#p1-winning-tile").unwrap().is_none());
    assert!(root.query_selector("#p1-fishing-for").unwrap().is_some());
}

#[wasm_bindgen_test]
async fn the_preview_follows_every_tap() {
    let (root, _app) = bills_form().await;
    click(&root, "#p1-mahjong").await;
    assert_eq!(element(&root, "#p1-score").text_content().unwrap(), "20");
    increase(&root, MINOR_PUNG_EXPOSED, 4).await;
    assert_eq!(
        element(&root, "#p1-unlimited").text_content().unwrap(),
        "56"
    );
    assert_eq!(element(&root, "#p1-score").text_content().unwrap(), "56");
}

#[wasm_bindgen_test]
async fn a_taps_count_and_score_show_in_its_own_task() {
    let (root, _app) = bills_form().await;
    click(&root, "#p1-mahjong").await;
    element(
        &root,
        &format!("button[aria-label='Increase {MINOR_PUNG_EXPOSED}']"),
    )
    .click();
    within_the_task().await;
    assert_eq!(input(&root, "p1-exposed-minor-pung").value(), "1");
    assert_eq!(element(&root, "#p1-score").text_content().unwrap(), "22");
    idle().await;
    assert_eq!(input(&root, "p1-exposed-minor-pung").value(), "1");
    assert_eq!(element(&root, "#p1-score").text_content().unwrap(), "22");
}

#[wasm_bindgen_test]
async fn the_palette_offers_42_named_tiles_and_drops_those_used_up() {
    let (root, _app) = bills_form().await;
    assert!(
        root.query_selector(".palette").unwrap().is_none(),
        "counts first"
    );
    click(&root, ".form__tiles").await;
    let names = Tile::all()
        .map(Tile::name)
        .chain(Bonus::ALL.map(Bonus::name));
    let mut offered = 0;
    for name in names {
        element(&root, &format!(".palette button[aria-label='{name}']"));
        offered += 1;
    }
    assert_eq!(offered, 42);
    for _ in 0..4 {
        click(&root, ".palette button[aria-label='Red dragon']").await;
    }
    let red = element(&root, ".palette button[aria-label='Red dragon']");
    assert!(red
        .unchecked_into::<web_sys::HtmlButtonElement>()
        .disabled());
    click(&root, ".tiles__groups button:nth-of-type(2)").await; // Kong
    until(|| input(&root, "p1-typed").value() == "RRRR").await;
    assert_eq!(input(&root, "p1-typed").value(), "RRRR");
    assert_eq!(element(&root, "#p1-score").text_content().unwrap(), "64");
    assert!(
        input(&root, "p1-dragon-sets").disabled(),
        "the tiles decide it"
    );
    assert!(!input(&root, "p1-mahjong").disabled());
}

#[wasm_bindgen_test]
async fn the_hand_forms_address_names_the_player_shown() {
    let (root, _app) = bills_form().await;
    let location = || web_sys::window().unwrap().location().search().unwrap();
    until(|| location() == "?hand=2").await;
    assert_eq!(location(), "?hand=2");
    click(&root, "#tab-2").await;
    assert_eq!(location(), "?hand=3");
}

#[wasm_bindgen_test]
async fn a_shortened_name_shows_whole_on_a_tap() {
    let names = ["Christopher Anderson", "Christopher Andrews", "Ben", "Jack"];
    let (root, _app) = mount_match(&names, false).await;
    until(|| root.query_selector("thead .name-tag").unwrap().is_some()).await;
    // Christopher Andrews's head over his payments.
    let tag = "thead tr + tr th:nth-child(2) .name-tag";
    let shown = |root: &HtmlElement| element(root, &format!("{tag} [aria-hidden]")).text_content();
    assert_eq!(shown(&root).as_deref(), Some("Chris…rews"));
    click(&root, tag).await;
    assert_eq!(shown(&root).as_deref(), Some("Christopher Andrews"));
    assert_eq!(
        element(&root, tag)
            .get_attribute("aria-expanded")
            .as_deref(),
        Some("true")
    );
}

#[wasm_bindgen_test]
async fn the_players_standings_sort_by_the_heading_pressed() {
    let (root, _app) = mount_match(&["Rod", "Bill", "Ben", "Jack"], false).await;
    let nav = "nav button:nth-child(3)";
    assert_eq!(
        element(&root, nav).text_content().as_deref(),
        Some("Players")
    );
    click(&root, nav).await;
    until(|| root.query_selector(".players__table").unwrap().is_some()).await;
    let names = |root: &HtmlElement| {
        (1..=4)
            .map(|i| {
                let row = format!(".players__table tbody tr:nth-child({i}) th");
                element(root, &row).text_content().unwrap_or_default()
            })
            .collect::<Vec<_>>()
    };
    // Nothing played yet: all level, so by name.
    assert_eq!(names(&root), ["Ben", "Bill", "Jack", "Rod"]);
    let player = ".players__table thead th:first-child";
    assert_eq!(
        element(&root, player).get_attribute("aria-sort").as_deref(),
        Some("none")
    );
    click(&root, &format!("{player} button")).await;
    assert_eq!(
        element(&root, player).get_attribute("aria-sort").as_deref(),
        Some("ascending")
    );
    click(&root, &format!("{player} button")).await;
    assert_eq!(
        element(&root, player).get_attribute("aria-sort").as_deref(),
        Some("descending")
    );
    assert_eq!(names(&root), ["Rod", "Jack", "Bill", "Ben"]);
    assert_eq!(
        web_sys::window().unwrap().location().search().unwrap(),
        "?players"
    );
}

/// A steady value whose owner is dropped before its effect's first run
/// (a form drawn again for another player at once) reads nothing gone.
#[wasm_bindgen_test]
async fn a_steady_value_dropped_before_its_first_run_reads_nothing() {
    use leptos::prelude::*;
    use mahjong_scorer::ui::steady::steady;
    // Mounted, as in the app, so effects have the browser's executor.
    let host: HtmlElement = document().create_element("div").unwrap().unchecked_into();
    let _mounted = mount_to(host, || view! { <p>"steady"</p> });
    let source = RwSignal::new(1);
    let owner = Owner::new();
    let read = owner.with(|| {
        let doubled = Memo::new(move |_| source.get() * 2);
        steady(move || doubled.get())
    });
    assert_eq!(read.get_untracked(), 2);
    owner.cleanup();
    idle().await;
    source.set(2);
    idle().await;
    assert!(read.is_disposed());
}
