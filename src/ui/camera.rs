//! Reading a QR code with the camera: the rear camera where there is one,
//! its picture shown with what to point it at and a Stop button. Frames are
//! read once an animation frame comes, a few times a second: by the
//! browser's `BarcodeDetector` where it reads QR codes (Chrome on Android),
//! else drawn to a canvas and read by `quircs` (`storage::qr::read_rgba`,
//! in a part of its own fetched the first time: Safari, Firefox). The camera is stopped once a code is read, at Stop, and
//! when the reader is removed. Used by the club night's screens, after the
//! first screen only.

use crate::ui::files::error_name;
use crate::ui::split::{part, PartMissing};
use js_sys::{Array, Object, Promise};
use leptos::prelude::*;
use storage::qr::{read_rgba, reading_size, CameraProblem};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlVideoElement, MediaStream};
use words::sharing::{camera_problem, POINT_THE_CAMERA};

/// The least time between two readings, in milliseconds.
const READING_GAP: f64 = 250.0;

/// Where the camera stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Camera {
    Off,
    Starting,
    On,
    Problem(CameraProblem),
}

/// The camera's picture, read for a QR code: opens the camera when shown,
/// and calls `on_read` with the text of the first code read, the camera
/// then stopped.
#[component]
pub fn QrReader(
    /// Called with the text of the code read.
    on_read: Callback<String>,
) -> impl IntoView {
    let video = NodeRef::<leptos::html::Video>::new();
    let camera = RwSignal::new(Camera::Starting);
    let stream = StoredValue::new_local(None::<MediaStream>);
    // Each start and each stop counts one up: a frame loop or a camera
    // opening that belongs to an earlier count ends there.
    let run = StoredValue::new(0u32);
    let stop = move || {
        run.update_value(|r| *r = r.wrapping_add(1));
        stream.update_value(|s| s.take().iter().for_each(stop_tracks));
    };
    let stop_as = move |now: Camera| {
        stop();
        camera.set(now);
    };
    let start = move || {
        stop();
        camera.set(Camera::Starting);
        let this_run = run.get_value();
        leptos::task::spawn_local(async move {
            let opened = open_camera().await;
            // Not once the camera was stopped or started again, nor gone.
            let this_one = run.try_get_value() == Some(this_run);
            let Some(element) = video.get_untracked().filter(|_| this_one) else {
                opened.iter().for_each(stop_tracks);
                return;
            };
            match opened {
                Ok(opened) => {
                    element.set_src_object(Some(&opened));
                    stream.set_value(Some(opened));
                    camera.set(Camera::On);
                    let going = move || run.try_get_value() == Some(this_run);
                    match scan(element, going).await {
                        Ok(Some(text)) => {
                            stop_as(Camera::Off);
                            on_read.run(text);
                        }
                        Ok(None) => {}
                        // Not once the camera was stopped or started again.
                        Err(problem) if going() => stop_as(Camera::Problem(problem)),
                        Err(_) => {}
                    }
                }
                Err(problem) => camera.set(Camera::Problem(problem)),
            }
        });
    };
    Effect::new(move |_| start());
    on_cleanup(stop);
    reader_view(video, camera, start, move || stop_as(Camera::Off))
}

/// The picture, what to do, and the button that stops or starts the camera.
fn reader_view(
    video: NodeRef<leptos::html::Video>,
    camera: RwSignal<Camera>,
    start: impl Fn() + Copy + Send + Sync + 'static,
    stop: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let on = move || camera.get() == Camera::On;
    view! {
        <div class="qr-reader">
            <p class="qr-reader__label">{POINT_THE_CAMERA}</p>
            <video
                node_ref=video
                class="qr-reader__picture"
                aria-label=POINT_THE_CAMERA
                playsinline=""
                autoplay=""
                prop:muted=true
                hidden=move || !on()
                style="display:block;width:min(100%,32rem);height:auto"
            ></video>
            {move || match camera.get() {
                Camera::Problem(problem) => {
                    Some(
                        view! {
                            <p class="qr-reader__problem" role="alert">
                                {camera_problem(problem)}
                            </p>
                        },
                    )
                }
                _ => None,
            }}
            {move || {
                if matches!(camera.get(), Camera::On | Camera::Starting) {
                    view! {
                        <button type="button" on:click=move |_| stop()>
                            "Stop camera"
                        </button>
                    }
                        .into_any()
                } else {
                    view! {
                        <button type="button" on:click=move |_| start()>
                            "Start camera"
                        </button>
                    }
                        .into_any()
                }
            }}
        </div>
    }
}

/// Stops every track of a camera's stream, which turns the camera off.
fn stop_tracks(stream: &MediaStream) {
    for track in stream.get_tracks().iter() {
        if let Ok(track) = track.dyn_into::<web_sys::MediaStreamTrack>() {
            track.stop();
        }
    }
}

/// The camera's stream, the rear camera preferred; or why there is none.
async fn open_camera() -> Result<MediaStream, CameraProblem> {
    let navigator = web_sys::window().ok_or(CameraProblem::Absent)?.navigator();
    // Absent outside a secure page, and in browsers without cameras.
    let devices = navigator
        .media_devices()
        .ok()
        .filter(|d| !d.is_undefined())
        .ok_or(CameraProblem::Absent)?;
    let constraints = web_sys::MediaStreamConstraints::new();
    constraints.set_audio_bool(false);
    constraints.set_video_media_track_constraints(&video_wanted());
    let asked = devices
        .get_user_media_with_constraints(&constraints)
        .map_err(|e| problem_of(&e))?;
    match JsFuture::from(asked).await {
        Ok(opened) => opened.dyn_into().map_err(|_| CameraProblem::Failed),
        Err(e) => Err(problem_of(&e)),
    }
}

/// `{ facingMode: { ideal: "environment" }, width: { ideal: 1280 } }`: the
/// rear camera, at a size whose frames hold a dense code's modules.
fn video_wanted() -> web_sys::MediaTrackConstraints {
    let facing = web_sys::ConstrainDomStringParameters::new();
    facing.set_ideal_str("environment");
    let width = web_sys::ConstrainLongRange::new();
    width.set_ideal(1280);
    let video = web_sys::MediaTrackConstraints::new();
    video.set_facing_mode_constrain_dom_string_parameters(&facing);
    video.set_width_constrain_long_range(&width);
    video
}

fn problem_of(error: &JsValue) -> CameraProblem {
    CameraProblem::named(&error_name(error))
}

/// Waits for the next animation frame; false when none will come.
async fn next_frame() -> bool {
    let Some(window) = web_sys::window() else {
        return false;
    };
    let mut asked = false;
    let frame = Promise::new(&mut |resolve, _| {
        asked = window.request_animation_frame(&resolve).is_ok();
    });
    asked && JsFuture::from(frame).await.is_ok()
}

/// Reads the video's frames until a code is read (its text) or `going`
/// turns false (none), or the reader cannot read them.
async fn scan(
    video: HtmlVideoElement,
    going: impl Fn() -> bool,
) -> Result<Option<String>, CameraProblem> {
    let mut reader = Reader::new().await;
    let mut last = 0.0;
    while next_frame().await && going() {
        let now = js_sys::Date::now();
        // HAVE_CURRENT_DATA: a frame to read.
        if now - last < READING_GAP || video.ready_state() < 2 {
            continue;
        }
        last = now;
        let found = reader.read(&video).await?;
        if let Some(text) = found.into_iter().next().filter(|_| going()) {
            return Ok(Some(text));
        }
    }
    Ok(None)
}

/// How frames are read.
enum Reader {
    /// The browser's `BarcodeDetector`, made for QR codes.
    Detector(BarcodeDetector),
    /// Drawn to a canvas and read by `quircs`, in a part of its own.
    Canvas(HtmlCanvasElement, CanvasRenderingContext2d),
    /// Neither could be made: the picture shows, and nothing is read.
    Neither,
}

impl Reader {
    async fn new() -> Reader {
        match detector().await {
            Some(detector) => Reader::Detector(detector),
            None => Reader::canvas(),
        }
    }

    fn canvas() -> Reader {
        let made = || {
            let canvas = document()
                .create_element("canvas")
                .ok()?
                .dyn_into::<HtmlCanvasElement>()
                .ok()?;
            let options = web_sys::ContextAttributes2d::new();
            options.set_will_read_frequently(true);
            let context = canvas
                .get_context_with_context_options("2d", &options)
                .ok()??
                .dyn_into()
                .ok()?;
            Some(Reader::Canvas(canvas, context))
        };
        made().unwrap_or(Reader::Neither)
    }

    /// The texts of the codes in the video's frame. A detector that fails
    /// gives way to the canvas for the frames after.
    async fn read(&mut self, video: &HtmlVideoElement) -> Result<Vec<String>, CameraProblem> {
        Ok(match self {
            Reader::Detector(detector) => match detect(detector, video).await {
                Ok(found) => found,
                Err(_) => {
                    *self = Reader::canvas();
                    Vec::new()
                }
            },
            Reader::Canvas(canvas, context) => match frame(canvas, context, video) {
                Some((width, height, rgba)) => read_qr_codes(width, height, rgba)
                    .await
                    .map_err(|PartMissing| CameraProblem::ReaderMissing)?,
                None => Vec::new(),
            },
            Reader::Neither => Vec::new(),
        })
    }
}

// The browser's `BarcodeDetector` (which web-sys does not bind), where it
// has one: a call where it has none throws, and is caught.
#[wasm_bindgen::prelude::wasm_bindgen]
extern "C" {
    type BarcodeDetector;
    #[wasm_bindgen(constructor, catch)]
    fn new(options: &Object) -> Result<BarcodeDetector, JsValue>;
    #[wasm_bindgen(static_method_of = BarcodeDetector, js_name = getSupportedFormats, catch)]
    fn supported_formats() -> Result<Promise, JsValue>;
    #[wasm_bindgen(method, catch)]
    fn detect(this: &BarcodeDetector, image: &HtmlVideoElement) -> Result<Promise, JsValue>;
    type DetectedBarcode;
    #[wasm_bindgen(method, getter, js_name = rawValue)]
    fn raw_value(this: &DetectedBarcode) -> Option<String>;
}

/// A `BarcodeDetector` for QR codes, where the browser has one that reads
/// them.
async fn detector() -> Option<BarcodeDetector> {
    let formats = BarcodeDetector::supported_formats().ok()?;
    let supported = Array::from(&JsFuture::from(formats).await.ok()?);
    let qr = JsValue::from_str("qr_code");
    if !supported.includes(&qr, 0) {
        return None;
    }
    // `{ formats: ["qr_code"] }`, a dictionary web-sys does not bind.
    let options = Object::new();
    js_sys::Reflect::set(&options, &"formats".into(), &Array::of1(&qr)).ok()?;
    BarcodeDetector::new(&options).ok()
}

/// The texts of the codes the detector finds in the video's frame.
async fn detect(
    detector: &BarcodeDetector,
    video: &HtmlVideoElement,
) -> Result<Vec<String>, JsValue> {
    let found = Array::from(&JsFuture::from(detector.detect(video)?).await?);
    Ok(found
        .iter()
        .filter_map(|code| code.unchecked_into::<DetectedBarcode>().raw_value())
        .collect())
}

/// The video's frame drawn to the canvas: its width, height and pixels,
/// four bytes each.
fn frame(
    canvas: &HtmlCanvasElement,
    context: &CanvasRenderingContext2d,
    video: &HtmlVideoElement,
) -> Option<(usize, usize, Vec<u8>)> {
    let (width, height) = reading_size(video.video_width(), video.video_height());
    if width == 0 || height == 0 {
        return None;
    }
    if canvas.width() != width || canvas.height() != height {
        canvas.set_width(width);
        canvas.set_height(height);
    }
    let (w, h) = (f64::from(width), f64::from(height));
    context
        .draw_image_with_html_video_element_and_dw_and_dh(video, 0.0, 0.0, w, h)
        .ok()?;
    let frame = context.get_image_data(0.0, 0.0, w, h).ok()?;
    Some((width as usize, height as usize, frame.data().0))
}

part!(
    qr_reader,
    preload_qr_reader,
    /// The texts of the QR codes in a frame, read in the QR code reader's
    /// own part, fetched the first time a frame is read with it.
    fn read_qr_part(width: usize, height: usize, rgba: Vec<u8>) -> Vec<String> {
        read_rgba(width, height, &rgba)
    }
);

/// The texts of the QR codes in a camera's frame of `width` by `height`
/// pixels, four bytes each, or that the reader's part could not be fetched.
async fn read_qr_codes(
    width: usize,
    height: usize,
    rgba: Vec<u8>,
) -> Result<Vec<String>, PartMissing> {
    let read = read_qr_part(width, height, rgba);
    #[cfg(wasm_split)]
    let read = read.await;
    read
}
