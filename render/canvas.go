package render

import "github.com/bfgdata/bfgdata/internal/markup"

// canvas is the writer every layer draws on (markup.Canvas).
type canvas = markup.Canvas
