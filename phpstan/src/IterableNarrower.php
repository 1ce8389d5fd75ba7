<?php declare(strict_types = 1);

namespace Iterpred\PHPStan;

use PHPStan\Type\Accessory\NonEmptyArrayType;
use PHPStan\Type\Constant\ConstantArrayType;
use PHPStan\Type\Constant\ConstantArrayTypeBuilder;
use PHPStan\Type\Generic\TemplateType;
use PHPStan\Type\IterableType;
use PHPStan\Type\MixedType;
use PHPStan\Type\NeverType;
use PHPStan\Type\Type;
use PHPStan\Type\TypeCombinator;
use PHPStan\Type\UnionType;
use function count;
use function in_array;

/**
 * Rewrites the type of an iterable from what every one of its elements is known to be.
 *
 * Arrays: each element of a shape on its own (a key whose element cannot be so is dropped when
 * optional, and rules the shape out when not); list<V>, non-empty-array<K, V>... keep what they
 * are, and become array{} when no element can be so (an empty array satisfies all()).
 * Traversables and iterable: iterable<K', V'> is added to the type; an empty Traversable is
 * possible, so nothing is claimed when no element can be so. Types that cannot be iterable go:
 * the call returned, so the argument was iterable.
 */
final class IterableNarrower
{

	/**
	 * @param callable(Type, Type): (array{Type, Type}|null) $element the narrowed key and value
	 *        for a key and value type, NeverType when none can be so, null when unknown
	 */
	public static function everyElement(Type $type, callable $element): ?Type
	{
		$members = $type instanceof UnionType ? $type->getTypes() : [$type];
		$narrowed = [];
		foreach ($members as $member) {
			if ($member->isIterable()->no()) {
				// null, int...: the call would have thrown TypeError.
				continue;
			}
			if ($member->isArray()->yes()) {
				$constantArrays = $member->getConstantArrays();
				if (count($constantArrays) === 1) {
					$shape = self::shape($constantArrays[0], $element);
					if ($shape === false) {
						return null;
					}
					if ($shape !== null) {
						$narrowed[] = $shape;
					}
					continue;
				}
				$keyValue = $element($member->getIterableKeyType(), $member->getIterableValueType());
				if ($keyValue === null) {
					return null;
				}
				[$key, $value] = $keyValue;
				if ($key instanceof NeverType || $value instanceof NeverType) {
					if (!$member->isIterableAtLeastOnce()->yes()) {
						$narrowed[] = new ConstantArrayType([], []);
					}
					continue;
				}
				$new = $member->mapValueType(static fn (): Type => $value);
				if (!$key->equals($member->getIterableKeyType())) {
					$new = $new->mapKeyType(static fn (): Type => $key);
				}
				if ($new instanceof NeverType) {
					// No array of this kind has only such keys (a list whose keys are all > 0): empty.
					if (!$member->isIterableAtLeastOnce()->yes()) {
						$narrowed[] = new ConstantArrayType([], []);
					}
					continue;
				}
				$narrowed[] = $new;
				continue;
			}
			if ($member->isIterable()->yes() || $member instanceof MixedType) {
				// A mixed argument is iterable once any()/all()/none() has returned.
				$keyValue = $element($member->getIterableKeyType(), $member->getIterableValueType());
				if ($keyValue === null) {
					return null;
				}
				[$key, $value] = $keyValue;
				if ($key instanceof NeverType || $value instanceof NeverType
					|| ($key->equals($member->getIterableKeyType()) && $value->equals($member->getIterableValueType()))) {
					$narrowed[] = $member;
					continue;
				}
				// iterable<K, V> and mixed become iterable<K', V'>; objects and templates keep what they are.
				$narrowed[] = $member->isObject()->yes() || $member instanceof TemplateType
					? TypeCombinator::intersect($member, new IterableType($key, $value))
					: new IterableType($key, $value);
				continue;
			}
			$narrowed[] = $member;
		}
		return TypeCombinator::union(...$narrowed);
	}

	/**
	 * The array parts become non-empty; other iterables cannot say so.
	 */
	public static function nonEmpty(Type $type): Type
	{
		$members = $type instanceof UnionType ? $type->getTypes() : [$type];
		$narrowed = [];
		foreach ($members as $member) {
			if ($member->isIterable()->no()) {
				continue;
			}
			$narrowed[] = $member->isArray()->yes() ? TypeCombinator::intersect($member, new NonEmptyArrayType()) : $member;
		}
		return TypeCombinator::union(...$narrowed);
	}

	/**
	 * @param callable(Type, Type): (array{Type, Type}|null) $element
	 * @return Type|false|null the shape, false when unknown, null when it cannot satisfy
	 */
	private static function shape(ConstantArrayType $array, callable $element): Type|false|null
	{
		$builder = ConstantArrayTypeBuilder::createEmpty();
		$optionalKeys = $array->getOptionalKeys();
		$valueTypes = $array->getValueTypes();
		foreach ($array->getKeyTypes() as $i => $keyType) {
			$keyValue = $element($keyType, $valueTypes[$i]);
			if ($keyValue === null) {
				return false;
			}
			[$key, $value] = $keyValue;
			$optional = in_array($i, $optionalKeys, true);
			if ($key instanceof NeverType || $value instanceof NeverType) {
				if ($optional) {
					continue;
				}
				return null;
			}
			$builder->setOffsetValueType($keyType, $value, $optional);
		}
		if ($array->isUnsealed()->yes()) {
			$extra = $array->getUnsealedTypes();
			if ($extra !== null) {
				$keyValue = $element($extra[0], $extra[1]);
				if ($keyValue === null) {
					return false;
				}
				if (!$keyValue[0] instanceof NeverType && !$keyValue[1] instanceof NeverType) {
					$builder->makeUnsealed($keyValue[0], $keyValue[1]);
				}
			}
		}
		return $builder->getArray();
	}

}
