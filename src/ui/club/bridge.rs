//! The bridge to PouchDB (club/bridge.js, beside club/pouchdb.min.js in
//! the built site): fetched by adding its scripts to the page the first
//! time the exchange is wanted, so nothing of it is on the first screen's
//! path; the service worker keeps them once fetched. Every call goes
//! through `globalThis.mahjongClub`.

use js_sys::{Array, Function, Promise, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The scripts, in the order they are run.
const SCRIPTS: [&str; 2] = ["club/pouchdb.min.js", "club/bridge.js"];

/// The bridge could not be fetched or did not answer as it should.
#[derive(Clone, Debug)]
pub struct BridgeFailed;

impl From<JsValue> for BridgeFailed {
    fn from(_: JsValue) -> Self {
        BridgeFailed
    }
}

fn bridge() -> Option<JsValue> {
    let bridge = Reflect::get(&js_sys::global(), &"mahjongClub".into()).ok()?;
    bridge.is_object().then_some(bridge)
}

/// Fetches the bridge's scripts, once.
pub async fn fetch() -> Result<(), BridgeFailed> {
    if bridge().is_some() {
        return Ok(());
    }
    for src in SCRIPTS {
        run_script(src).await?;
    }
    bridge().map(|_| ()).ok_or(BridgeFailed)
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

/// Calls one of the bridge's functions, waiting for its promise if it
/// gives one.
pub async fn call(name: &str, args: &[JsValue]) -> Result<JsValue, BridgeFailed> {
    let bridge = bridge().ok_or(BridgeFailed)?;
    let function: Function = Reflect::get(&bridge, &name.into())?.dyn_into()?;
    let args: Array = args.iter().collect();
    let answer = function.apply(&bridge, &args)?;
    match answer.dyn_into::<Promise>() {
        Ok(promise) => Ok(JsFuture::from(promise).await?),
        Err(value) => Ok(value),
    }
}

/// A function the bridge calls with each report, as JSON text; kept for
/// as long as the page is open.
pub fn listener(mut heard: impl FnMut(String) + 'static) -> JsValue {
    Closure::<dyn FnMut(String)>::new(move |text: String| heard(text)).into_js_value()
}
