--TEST--
ReflectionExtension (php --re iterpred) pins the public API: every function with its parameters, types and defaults (PHP < 8.4)
--EXTENSIONS--
iterpred
--SKIPIF--
<?php if (!extension_loaded('iterpred')) die("skip the extension itself, not the polyfill: ReflectionExtension('iterpred'), the internal functions' arginfo"); ?>
<?php if (PHP_VERSION_ID >= 80400) die("skip on PHP 8.4+ array_any/array_all are the engine's; see reflection_php84.phpt"); ?>
--FILE--
<?php
echo new ReflectionExtension('iterpred');
?>
--EXPECTF--
Extension [ <persistent> extension #%d iterpred version %d.%d.%d ] {

  - INI {
    Entry [ iterpred.global_functions <SYSTEM> ]
      Current = '1'
    }
    Entry [ iterpred.call_free <ALL> ]
      Current = '1'
    }
  }

  - Functions {
    Function [ <internal:iterpred> function any ] {

      - Parameters [3] {
        Parameter #0 [ <required> Traversable|array $iterable ]
        Parameter #1 [ <optional> ?callable $callback = null ]
        Parameter #2 [ <optional> int $mode = 0 ]
      }
      - Return [ bool ]
    }
    Function [ <internal:iterpred> function all ] {

      - Parameters [3] {
        Parameter #0 [ <required> Traversable|array $iterable ]
        Parameter #1 [ <optional> ?callable $callback = null ]
        Parameter #2 [ <optional> int $mode = 0 ]
      }
      - Return [ bool ]
    }
    Function [ <internal:iterpred> function none ] {

      - Parameters [3] {
        Parameter #0 [ <required> Traversable|array $iterable ]
        Parameter #1 [ <optional> ?callable $callback = null ]
        Parameter #2 [ <optional> int $mode = 0 ]
      }
      - Return [ bool ]
    }
    Function [ <internal:iterpred> function array_every ] {

      - Parameters [2] {
        Parameter #0 [ <required> Traversable|array $array ]
        Parameter #1 [ <required> callable $callback ]
      }
      - Return [ bool ]
    }
    Function [ <internal:iterpred> function array_any ] {

      - Parameters [2] {
        Parameter #0 [ <required> Traversable|array $array ]
        Parameter #1 [ <required> callable $callback ]
      }
      - Return [ bool ]
    }
    Function [ <internal:iterpred> function array_all ] {

      - Parameters [2] {
        Parameter #0 [ <required> Traversable|array $array ]
        Parameter #1 [ <required> callable $callback ]
      }
      - Return [ bool ]
    }
    Function [ <internal:iterpred> function Iterpred\any ] {

      - Parameters [3] {
        Parameter #0 [ <required> Traversable|array $iterable ]
        Parameter #1 [ <optional> ?callable $callback = null ]
        Parameter #2 [ <optional> int $mode = 0 ]
      }
      - Return [ bool ]
    }
    Function [ <internal:iterpred> function Iterpred\all ] {

      - Parameters [3] {
        Parameter #0 [ <required> Traversable|array $iterable ]
        Parameter #1 [ <optional> ?callable $callback = null ]
        Parameter #2 [ <optional> int $mode = 0 ]
      }
      - Return [ bool ]
    }
    Function [ <internal:iterpred> function Iterpred\none ] {

      - Parameters [3] {
        Parameter #0 [ <required> Traversable|array $iterable ]
        Parameter #1 [ <optional> ?callable $callback = null ]
        Parameter #2 [ <optional> int $mode = 0 ]
      }
      - Return [ bool ]
    }
    Function [ <internal:iterpred> function Iterpred\array_every ] {

      - Parameters [2] {
        Parameter #0 [ <required> Traversable|array $array ]
        Parameter #1 [ <required> callable $callback ]
      }
      - Return [ bool ]
    }
    Function [ <internal:iterpred> function Iterpred\array_any ] {

      - Parameters [2] {
        Parameter #0 [ <required> Traversable|array $array ]
        Parameter #1 [ <required> callable $callback ]
      }
      - Return [ bool ]
    }
    Function [ <internal:iterpred> function Iterpred\array_all ] {

      - Parameters [2] {
        Parameter #0 [ <required> Traversable|array $array ]
        Parameter #1 [ <required> callable $callback ]
      }
      - Return [ bool ]
    }
  }
}
