--TEST--
Objects yielded by a generator are freed when the generator moves on, the last when it is freed at the end of the call
--EXTENSIONS--
iterpred
--FILE--
<?php
/* An object created in a generator and yielded is freed as soon as the generator moves on (nothing
 * else holds it), and the last one when the generator is freed at the end of the call. */
class D
{
    public function __construct(public int $n) { echo "  new D$n\n"; }
    public function __destruct() { echo "  ~D$this->n\n"; }
}

function make(int $count)
{
    for ($i = 1; $i <= $count; $i++) {
        yield new D($i) => new D(10 * $i);      /* both key and value are objects */
    }
}

$walks = [
    'any, no callback, stops at D10' => fn() => any(make(3)),
    'all, callback' => fn() => all(make(3), function ($v) { echo "  cb D$v->n\n"; return $v->n < 20; }),
    'none, USE_KEY' => fn() => none(make(3), function ($k) { echo "  cb D$k->n\n"; return $k->n === 2; }, ARRAY_FILTER_USE_KEY),
    'any, USE_BOTH, full walk' => fn() => any(make(2), function ($v, $k) { echo "  cb D$v->n D$k->n\n"; return false; }, ARRAY_FILTER_USE_BOTH),
    'array_every' => fn() => array_every(make(2), function ($v, $k) { echo "  cb D$v->n D$k->n\n"; return true; }),
];
$walks['foreach that unsets $k and $v, the same'] = function () {
    foreach (make(2) as $k => $v) {
        echo "  body D$v->n D$k->n\n";
        unset($k, $v);
    }
    return null;
};
foreach ($walks as $label => $walk) {
    echo "$label\n";
    $result = $walk();
    echo "  returned ", var_export($result, true), "\n";
}

echo "generator kept in a variable\n";
$g = make(3);
var_dump(any($g, function ($v) { echo "  cb D$v->n\n"; return $v->n === 20; }));
echo "  (generator suspended at D2 => D20)\n";
$g = null;
echo "end\n";
--EXPECT--
any, no callback, stops at D10
  new D1
  new D10
  ~D10
  ~D1
  returned true
all, callback
  new D1
  new D10
  cb D10
  new D2
  new D20
  ~D10
  ~D1
  cb D20
  ~D20
  ~D2
  returned false
none, USE_KEY
  new D1
  new D10
  cb D1
  new D2
  new D20
  ~D10
  ~D1
  cb D2
  ~D20
  ~D2
  returned false
any, USE_BOTH, full walk
  new D1
  new D10
  cb D10 D1
  new D2
  new D20
  ~D10
  ~D1
  cb D20 D2
  ~D20
  ~D2
  returned false
array_every
  new D1
  new D10
  cb D10 D1
  new D2
  new D20
  ~D10
  ~D1
  cb D20 D2
  ~D20
  ~D2
  returned true
foreach that unsets $k and $v, the same
  new D1
  new D10
  body D10 D1
  new D2
  new D20
  ~D10
  ~D1
  body D20 D2
  ~D20
  ~D2
  returned NULL
generator kept in a variable
  new D1
  new D10
  cb D10
  new D2
  new D20
  ~D10
  ~D1
  cb D20
bool(true)
  (generator suspended at D2 => D20)
  ~D20
  ~D2
end
