/**
 * The ticket desk's camera: the rear camera of a phone (any camera elsewhere) shown in a `<video>`, its frames read
 * for QR codes a few times a second with the browser's `BarcodeDetector` where it reads QR codes, else with `jsqr`
 * (loaded only when the camera starts). The camera stops when asked, when the page is hidden or left, and when the
 * component goes away, so it is never left on behind the visitor's back.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Where the camera is. */
export type ScannerState = 'off' | 'starting' | 'on' | 'error';

/** Why the camera could not start: no camera API (or no secure connection), permission refused, no camera, other. */
export type ScannerProblem = 'unsupported' | 'denied' | 'noCamera' | 'failed';

/** Milliseconds between two frames read. */
const FRAME_INTERVAL_MS = 150;
/** Frames are read at most this wide (or high): enough for a QR code held in front of the camera, and fast. */
const FRAME_MAX_SIDE = 640;

type Decode = (video: HTMLVideoElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}
type JsQr = (
  data: Uint8ClampedArray,
  width: number,
  height: number,
  options?: { inversionAttempts?: string },
) => { data: string } | null;

/** The best reader this browser has. */
async function createDecoder(): Promise<Decode> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (Detector) {
    try {
      const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
      if (formats.includes('qr_code')) {
        const detector = new Detector({ formats: ['qr_code'] });
        return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
      }
    } catch {
      // Fall through to jsqr.
    }
  }
  const loaded = (await import('jsqr')) as unknown as { default: JsQr | { default: JsQr } };
  const jsQR: JsQr = typeof loaded.default === 'function' ? loaded.default : loaded.default.default;
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const scale = Math.min(1, FRAME_MAX_SIDE / Math.max(video.videoWidth, video.videoHeight, 1));
    const width = Math.round(video.videoWidth * scale);
    const height = Math.round(video.videoHeight * scale);
    if (!context || width === 0 || height === 0) return null;
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const frame = context.getImageData(0, 0, width, height);
    return jsQR(frame.data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
  };
}

function problemOf(error: unknown): ScannerProblem {
  const name =
    error instanceof Error || (typeof DOMException !== 'undefined' && error instanceof DOMException) ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'noCamera';
  return 'failed';
}

/** What {@link useQrScanner} gives: the video to show, the camera's state, and the controls. */
export interface QrScanner {
  videoRef: RefObject<HTMLVideoElement | null>;
  state: ScannerState;
  problem: ScannerProblem | null;
  start: () => Promise<void>;
  stop: () => void;
}

/**
 * The desk's camera; `onCode` gets the text of every QR code read (the same code again on the next frames too: the
 * caller decides what a repeat means).
 * @example const scanner = useQrScanner((text) => validate(text)); <video ref={scanner.videoRef} muted playsInline />
 */
export function useQrScanner(onCode: (text: string) => void): QrScanner {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [state, setState] = useState<ScannerState>('off');
  const [problem, setProblem] = useState<ScannerProblem | null>(null);
  const onCodeRef = useRef(onCode);
  // Each start gets a number; a stop (or a later start) makes the older one give up wherever it is.
  const run = useRef(0);
  const release = useRef<(() => void) | null>(null);

  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  const stop = useCallback(() => {
    run.current += 1;
    release.current?.();
    release.current = null;
    setState('off');
  }, []);

  const start = useCallback(async () => {
    const mine = ++run.current;
    release.current?.();
    release.current = null;
    setProblem(null);
    if (!navigator.mediaDevices?.getUserMedia) {
      setProblem('unsupported');
      setState('error');
      return;
    }
    setState('starting');
    let stream: MediaStream;
    let decode: Decode;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
    } catch (error) {
      if (run.current === mine) {
        setProblem(problemOf(error));
        setState('error');
      }
      return;
    }
    const video = videoRef.current;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let active = true;
    const end = () => {
      active = false;
      clearTimeout(timer);
      stream.getTracks().forEach((track) => track.stop());
      if (video) video.srcObject = null;
    };
    if (run.current !== mine || !video) {
      end();
      return;
    }
    release.current = end;
    try {
      video.srcObject = stream;
      await video.play();
      decode = await createDecoder();
    } catch (error) {
      if (run.current === mine) {
        end();
        release.current = null;
        setProblem(problemOf(error));
        setState('error');
      }
      return;
    }
    if (!active) return;
    setState('on');
    const tick = async () => {
      if (!active) return;
      if (video.readyState >= 2) {
        try {
          const text = await decode(video);
          if (text && active) onCodeRef.current(text);
        } catch {
          // A frame that cannot be read is skipped.
        }
      }
      if (active) timer = setTimeout(() => void tick(), FRAME_INTERVAL_MS);
    };
    void tick();
  }, []);

  useEffect(() => {
    const hidden = () => {
      if (document.visibilityState === 'hidden') stop();
    };
    document.addEventListener('visibilitychange', hidden);
    window.addEventListener('pagehide', stop);
    return () => {
      document.removeEventListener('visibilitychange', hidden);
      window.removeEventListener('pagehide', stop);
      run.current += 1;
      release.current?.();
      release.current = null;
    };
  }, [stop]);

  return { videoRef, state, problem, start, stop };
}
