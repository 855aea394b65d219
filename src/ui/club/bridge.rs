//! The bridge to the club's exchange (club/bridge.js, which runs PouchDB
//! in a worker of its own, club/worker.js, beside club/pouchdb.min.js in
//! the built site): fetched by adding its script to the page the first
//! time the exchange is wanted, so nothing of it is on the first screen's
//! path; the service worker keeps its files once fetched. Its functions, on
//! `globalThis.mahjongClub`, are bound here by wasm-bindgen, each typed.

use js_sys::{Array, Function, Promise, Reflect};
use serde_json::Value;
use session::club::BridgeReport;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The bridge's script, which starts its worker.
const SCRIPT: &str = "club/bridge.js";

/// The bridge could not be fetched or did not answer as it should.
#[derive(Clone, Debug)]
pub struct BridgeFailed;

impl From<JsValue> for BridgeFailed {
    fn from(_: JsValue) -> Self {
        BridgeFailed
    }
}

// The bridge's functions, looked up on `globalThis.mahjongClub` when called:
// each gives a promise, but `connect`, which starts the exchange and
// reports through the listener.
#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = mahjongClub, js_name = open, catch)]
    fn bridge_open(since: &JsValue, held: Array, heard: &Function) -> Result<Promise, JsValue>;
    #[wasm_bindgen(js_namespace = mahjongClub, js_name = put, catch)]
    fn bridge_put(docs: &str) -> Result<Promise, JsValue>;
    #[wasm_bindgen(js_namespace = mahjongClub, js_name = remove, catch)]
    fn bridge_remove(id: &str, base: Option<String>) -> Result<Promise, JsValue>;
    #[wasm_bindgen(js_namespace = mahjongClub, js_name = resolve, catch)]
    fn bridge_resolve(id: &str, keep: &str, losers: Array) -> Result<Promise, JsValue>;
    #[wasm_bindgen(js_namespace = mahjongClub, js_name = connect, catch)]
    fn bridge_connect(login: &str) -> Result<(), JsValue>;
    #[wasm_bindgen(js_namespace = mahjongClub, js_name = check, catch)]
    fn bridge_check(login: &str) -> Result<Promise, JsValue>;
    #[wasm_bindgen(js_namespace = mahjongClub, js_name = disconnect, catch)]
    fn bridge_disconnect() -> Result<Promise, JsValue>;
}

/// Whether the bridge's script has run in this page. (The one look-up
/// by name: whether a global is there at all has no typed binding.)
fn bridge_in() -> bool {
    Reflect::get(&js_sys::global(), &"mahjongClub".into()).is_ok_and(|b| b.is_object())
}

/// Fetches the bridge's script, once.
pub async fn fetch() -> Result<(), BridgeFailed> {
    if bridge_in() {
        return Ok(());
    }
    run_script(SCRIPT).await?;
    bridge_in().then_some(()).ok_or(BridgeFailed)
}

async fn run_script(src: &str) -> Result<(), BridgeFailed> {
    let document = web_sys::window()
        .and_then(|w| w.document())
        .ok_or(BridgeFailed)?;
    let script: web_sys::HtmlElement = document
        .create_element("script")?
        .dyn_into()
        .map_err(|_| BridgeFailed)?;
    script.set_attribute("src", src)?;
    let loaded = Promise::new(&mut |done, failed| {
        script.set_onload(Some(&done));
        script.set_onerror(Some(&failed));
    });
    let body = document.body().ok_or(BridgeFailed)?;
    body.append_child(&script)?;
    JsFuture::from(loaded).await?;
    Ok(())
}

/// Waits for a promise the bridge gave.
async fn answer(promise: Result<Promise, JsValue>) -> Result<JsValue, BridgeFailed> {
    Ok(JsFuture::from(promise?).await?)
}

/// Opens this device's own records, the exchange's reports going to
/// `heard` from the change after `since`; `held` names the documents a
/// version of which is kept here.
pub async fn open(since: &JsValue, held: &[String], heard: &Function) -> Result<(), BridgeFailed> {
    let held: Array = held.iter().map(JsValue::from).collect();
    answer(bridge_open(since, held, heard)).await.map(|_| ())
}

/// Writes documents (a JSON array) here; what each was written as, and
/// how it then stands.
pub async fn put(docs: &str) -> Result<Vec<Value>, BridgeFailed> {
    let written = Array::from(&answer(bridge_put(docs)).await?);
    let read = |w: JsValue| serde_json::from_str(&w.as_string()?).ok();
    Ok(written.iter().filter_map(read).collect())
}

/// Deletes a document over the revision `base` its copy here descends from.
pub async fn remove(id: &str, base: Option<String>) -> Result<(), BridgeFailed> {
    answer(bridge_remove(id, base)).await.map(|_| ())
}

/// Keeps `keep` as a document's one version, the `losers` removed.
pub async fn resolve(id: &str, keep: &str, losers: &[String]) -> Result<(), BridgeFailed> {
    let losers: Array = losers.iter().map(JsValue::from).collect();
    answer(bridge_resolve(id, keep, losers)).await.map(|_| ())
}

/// Starts replicating with the club's server under the `login` (JSON).
pub fn connect(login: &str) -> Result<(), BridgeFailed> {
    Ok(bridge_connect(login)?)
}

/// Asks the server whether the `login` (JSON) works: its one-word answer.
pub async fn check(login: &str) -> Option<String> {
    answer(bridge_check(login)).await.ok()?.as_string()
}

/// Stops replicating; everything kept here stays.
pub async fn disconnect() -> Result<(), BridgeFailed> {
    answer(bridge_disconnect()).await.map(|_| ())
}

/// A function the bridge calls with each report, as JSON text, read here
/// once (a report that does not read is left); kept for as long as the
/// page is open.
pub fn listener(mut heard: impl FnMut(BridgeReport) + 'static) -> Function {
    let read = move |text: String| {
        if let Some(report) = BridgeReport::read(&text) {
            heard(report);
        }
    };
    Closure::<dyn FnMut(String)>::new(read)
        .into_js_value()
        .unchecked_into()
}
