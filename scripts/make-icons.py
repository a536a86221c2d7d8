"""Draws Tablekeeper's icons (a card with a score tick on green) as PNGs, without dependencies.
Run: python3 scripts/make-icons.py — writes static/icons/*.png and static/favicon.ico."""
import struct, zlib, os

GREEN = (31, 95, 74)
CARD = (247, 245, 239)
RED = (179, 20, 27)

def draw(size, safe):
    # safe: fraction of the canvas the motif may use (maskable icons keep it in the inner 80%).
    px = [[GREEN] * size for _ in range(size)]
    m = size * (1 - safe) / 2
    cw, ch = size * safe * 0.56, size * safe * 0.76
    x0, y0 = (size - cw) / 2, (size - ch) / 2
    r = cw * 0.12
    for y in range(size):
        for x in range(size):
            inside = x0 <= x <= x0 + cw and y0 <= y <= y0 + ch
            if inside:
                cx = min(max(x, x0 + r), x0 + cw - r)
                cy = min(max(y, y0 + r), y0 + ch - r)
                if (x - cx) ** 2 + (y - cy) ** 2 <= r * r:
                    px[y][x] = CARD
    # a red heart-ish diamond in the middle and three score ticks
    cx, cy = size / 2, size / 2 - ch * 0.1
    d = cw * 0.22
    for y in range(size):
        for x in range(size):
            if abs(x - cx) + abs(y - cy) <= d:
                px[y][x] = RED
    for i in range(3):
        ty = y0 + ch * (0.72 + i * 0.07)
        for y in range(int(ty), int(ty + max(1, ch * 0.035))):
            for x in range(int(x0 + cw * 0.22), int(x0 + cw * 0.78)):
                px[y][x] = GREEN
    del m
    return px

def png(px):
    size = len(px)
    raw = b''.join(b'\x00' + bytes(c for p in row for c in p) for row in px)
    def chunk(t, data):
        return struct.pack('>I', len(data)) + t + data + struct.pack('>I', zlib.crc32(t + data) & 0xffffffff)
    return b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', size, size, 8, 2, 0, 0, 0)) + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b'')

root = os.path.join(os.path.dirname(__file__), '..', 'static')
for name, size, safe in [('icon-192', 192, 0.9), ('icon-512', 512, 0.9), ('maskable-512', 512, 0.7), ('apple-touch-icon', 180, 0.8)]:
    with open(os.path.join(root, 'icons', name + '.png'), 'wb') as f:
        f.write(png(draw(size, safe)))
# favicon.ico holding one 32x32 PNG
data = png(draw(32, 0.95))
ico = struct.pack('<HHH', 0, 1, 1) + struct.pack('<BBBBHHII', 32, 32, 0, 0, 1, 32, len(data), 22) + data
with open(os.path.join(root, 'favicon.ico'), 'wb') as f:
    f.write(ico)
