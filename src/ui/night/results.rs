//! Reading a table's result into the night: its match's share link pasted,
//! its QR code read with the camera, or its file (for a match too long for
//! a link or a code).

use crate::ui::camera::QrReader;
use crate::ui::controls::{Action, Look, TextField};
use crate::ui::files::read_picked;
use crate::ui::shared_match::open_link;
use crate::ui::state::AppState;
use leptos::prelude::*;
use leptos::task::spawn_local;
use session::Place;
use storage::export::{read_import, ExportFile, NotImported};
use web_sys::HtmlInputElement;
use words::night::result_read;
use words::night_screen::{NOTHING_PASTED, READING, TABLE_LINK_PASTED};
use words::not_imported;
use words::Say;

/// How the last reading went.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Status {
    Reading,
    Read(String),
    Refused(Vec<String>),
}

/// The part of a link after `#`, or the whole text when it has none.
fn fragment(text: &str) -> String {
    text.split_once('#')
        .map_or(text, |(_, f)| f)
        .trim()
        .to_string()
}

/// Whether a pasted link is a table's own, which sets its tablet up, rather
/// than its result's.
fn is_table_link(text: &str) -> bool {
    let address = text.split('#').next().unwrap_or_default();
    address
        .split_once('?')
        .is_some_and(|(_, query)| Place::read(query) == Some(Place::Table))
}

/// Reads what a link or file opened into the night: what to say of it.
fn into_night(
    state: AppState,
    id: &str,
    opened: Result<ExportFile, NotImported>,
) -> Option<Status> {
    let file = match opened {
        Ok(file) => file,
        Err(why) => return Some(Status::Refused(not_imported(&why))),
    };
    Some(match state.run(|s| s.read_result(id, file))? {
        Ok(read) => Status::Read(result_read(&read)),
        Err(refused) => Status::Refused(vec![refused.said().to_string()]),
    })
}

/// Reads a link's match into the night, saying how it went.
fn read_link(state: AppState, id: String, text: String, status: RwSignal<Option<Status>>) {
    let fragment = fragment(&text);
    if fragment.is_empty() {
        status.set(Some(Status::Refused(vec![NOTHING_PASTED.into()])));
        return;
    }
    if is_table_link(&text) {
        status.set(Some(Status::Refused(vec![TABLE_LINK_PASTED.into()])));
        return;
    }
    status.set(Some(Status::Reading));
    spawn_local(async move {
        let opened = open_link(&fragment).await;
        status.try_set(into_night(state, &id, opened));
    });
}

/// Reads a picked file's match into the night, saying how it went.
fn read_file(
    state: AppState,
    id: String,
    input: HtmlInputElement,
    status: RwSignal<Option<Status>>,
) {
    status.set(Some(Status::Reading));
    spawn_local(async move {
        let opened = match read_picked(&input).await {
            Some(text) => read_import(&text).map_err(NotImported::Problems),
            None => Err(NotImported::FileUnread),
        };
        input.set_value("");
        status.try_set(into_night(state, &id, opened));
    });
}

/// The status line: what was read, or why not.
fn status_view(status: Option<Status>) -> impl IntoView {
    match status? {
        Status::Reading => Some(
            view! {
                <p class="night__read" role="status">
                    {READING}
                </p>
            }
            .into_any(),
        ),
        Status::Read(said) => Some(
            view! {
                <p class="night__read" role="status">
                    {said}
                </p>
            }
            .into_any(),
        ),
        Status::Refused(why) => {
            let items = why
                .into_iter()
                .map(|w| view! { <li>{w}</li> })
                .collect_view();
            Some(
                view! {
                    <div class="night__read night__refused" role="alert">
                        <ul>{items}</ul>
                    </div>
                }
                .into_any(),
            )
        }
    }
}

/// A table's result read from its link, pasted or through the camera.
#[component]
pub fn ResultReading(id: String) -> impl IntoView {
    let state = expect_context::<AppState>();
    let pasted = RwSignal::new(String::new());
    let status = RwSignal::new(None::<Status>);
    let camera = RwSignal::new(false);
    let id = StoredValue::new(id);
    let read = move |text: String| read_link(state, id.get_value(), text, status);
    let read_pasted = move |()| {
        read(pasted.get_untracked());
        pasted.set(String::new());
    };
    let on_read = Callback::new(move |text: String| {
        camera.set(false);
        read(text);
    });
    let input = NodeRef::<leptos::html::Input>::new();
    let picked = move |_| {
        if let Some(el) = input.get_untracked() {
            read_file(state, id.get_value(), el, status);
        }
    };
    view! {
        <section class="night__results" aria-labelledby="results-title">
            <h3 id="results-title">"Read a table's result"</h3>
            <div class="night__reading">
                <TextField
                    id="result-link"
                    label="Result's link"
                    value=pasted
                    on_input=move |v| pasted.set(v)
                    max_length=20_000
                />
                <Action look=Look::Primary on_press=read_pasted>
                    "Read the result"
                </Action>
                <Action on_press=move |()| {
                    camera.update(|c| *c = !*c)
                }>
                    {move || if camera.get() { "Close the camera" } else { "Read with the camera" }}
                </Action>
            </div>
            <div class="field">
                <label for="result-file">"Read a result file"</label>
                <input
                    id="result-file"
                    node_ref=input
                    type="file"
                    accept=".json,application/json"
                    on:change=picked
                />
            </div>
            {move || camera.get().then(|| view! { <QrReader on_read /> })}
            {move || status_view(status.get())}
        </section>
    }
}
